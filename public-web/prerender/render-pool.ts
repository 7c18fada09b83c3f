// Renders a list of pages: a few in this thread, many on every core but one (the API's: it answers visitors and the
// run's own reads meanwhile), one worker thread per core taking batches from one queue while this thread only hands
// them out (so it answers at once and its heap stays small). A job's data is dropped from the queue as it is handed
// out, so the data read for a run is freed as it is rendered (docs/decisions/005).
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { type ClientAssets, readClientAssets } from './assets';
import { type RenderJob, type RenderResult, renderToDisk } from './render';

/** Below this many pages, starting worker threads costs more than it saves. */
const WORKER_THRESHOLD = 200;
const BATCH = 25;
/** Pages rendered at once in this thread: those that load their data from the API (home, listing) wait on it. */
const IN_PROCESS_CONCURRENCY = 4;
/**
 * Worker threads start with a small heap: rendering makes short-lived garbage, and a large heap only costs memory
 * (a worker holds ~20-25 MB of live data: the server bundle and one batch).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 };

/**
 * Renders every job, each once, and returns their results: in this thread for a few pages, in one worker per core but
 * one (at least one, at most 4) for more. On a 2-core VPS one worker keeps a full regeneration under 200 MB (a second
 * worker adds ~32 MB for ~1.5x the speed: 15 s instead of 23 s at 10,000 offers) and leaves a core to the API.
 * The workers load `workerEntry`, which must call serveRenderJobs.
 */
export async function renderPages(
  jobs: RenderJob[],
  assets: ClientAssets,
  outDir: string,
  workerEntry: URL,
): Promise<RenderResult[]> {
  const queue = jobs.splice(0);
  const results: RenderResult[] = [];
  const take = (count: number) => queue.splice(0, count);
  const inProcess = async () => {
    for (let job = take(1)[0]; job; job = take(1)[0]) results.push(await renderToDisk(job, assets, outDir));
  };
  const inWorker = () =>
    new Promise<void>((done, fail) => {
      const worker = new Worker(workerEntry, { workerData: { outDir }, resourceLimits: WORKER_LIMITS });
      worker.on('message', (batchResults: RenderResult[] | null) => {
        if (batchResults) results.push(...batchResults);
        worker.postMessage(take(BATCH));
      });
      worker.once('error', fail);
      worker.once('exit', (code) => (code === 0 ? done() : fail(new Error(`render worker exited with ${code}`))));
    });
  const workers = queue.length >= WORKER_THRESHOLD ? Math.max(1, Math.min(availableParallelism() - 1, 4)) : 0;
  await Promise.all(
    workers > 0 ? Array.from({ length: workers }, inWorker) : Array.from({ length: IN_PROCESS_CONCURRENCY }, inProcess),
  );
  return results;
}

/** Worker thread: renders each batch the main thread sends; an empty batch means done. */
export function serveRenderJobs(): void {
  const { outDir } = workerData as { outDir: string };
  const assets = readClientAssets(outDir);
  const port = parentPort;
  if (!port) return;
  port.on('message', async (batch: RenderJob[]) => {
    if (batch.length === 0) {
      port.close();
      return;
    }
    const results: RenderResult[] = [];
    for (const job of batch) results.push(await renderToDisk(job, assets, outDir));
    port.postMessage(results);
  });
  port.postMessage(null);
}

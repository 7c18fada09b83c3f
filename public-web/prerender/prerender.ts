// The prerender's entry (public-web/dist-server/prerender.js; see regenerate.ts): it checks the settings (config.ts)
// and asks for React's production build before React loads.
// The run itself goes in a worker thread with a small young generation: it holds every offer it read while it parses
// more and hands them out, and with V8's default the young generation grows to ~37 MB of memory for no speed (this
// thread only fetches and plans; the render workers do the work). Its render workers are its own worker threads.
import { isMainThread, Worker } from 'node:worker_threads';
import { loadPrerenderConfig, PrerenderConfigError, selectReactProductionBuild } from './config';

selectReactProductionBuild();
if (isMainThread) {
  try {
    loadPrerenderConfig();
  } catch (error) {
    if (!(error instanceof PrerenderConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const run = new Worker(new URL(import.meta.url), {
    argv: process.argv.slice(2),
    workerData: { regenerate: true },
    resourceLimits: { maxYoungGenerationSizeMb: 3 },
  });
  run.once('error', (error) => {
    process.stderr.write(`Prerender failed: ${error.stack ?? String(error)}\n`);
    process.exitCode = 1;
  });
  run.once('exit', (code) => {
    if (code !== 0) process.exitCode = code;
  });
} else {
  await import('./regenerate');
}

// Keeps the public site's prerendered pages current without a rebuild: runs the prerender at start (catch-up), a short
// while after the last change to public data (debounced, but never longer than a few debounce periods after the
// first change waiting, so steady editing still shows; one run at a time), at every day boundary in the region,
// and again after a failed run. Each run re-renders only the pages whose data changed (docs/decisions/005).
import { spawn } from 'node:child_process';
import { msUntilRegionHour } from '../lib/region-time.js';

interface PrerenderTriggerOptions {
  /** One regeneration; resolves when every page is written. */
  run: () => Promise<void>;
  debounceMs: number;
  /** The longest a change waits for its run however often changes follow it; 5 debounce periods unless given. */
  maxWaitMs?: number;
  timeZone: string;
  onError: (error: unknown) => void;
  /** After a failed run, the next one starts this much later (unless a change starts one sooner). */
  retryMs?: number;
  now?: () => Date;
}

/** Milliseconds from `now` until the next midnight in the time zone (plus a second, so the new day has begun). */
export function msUntilNextRegionDay(timeZone: string, now: Date): number {
  return msUntilRegionHour(timeZone, now, 0);
}

export class PrerenderTrigger {
  private debounceTimer: NodeJS.Timeout | undefined;
  /** When the oldest change not yet handed to a run happened. */
  private waitingSince: number | undefined;
  private dayTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = false;

  constructor(private readonly options: PrerenderTriggerOptions) {}

  /** Public data changed: regenerate once things have been quiet for the debounce period, or at the longest wait. */
  schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.debounceTimer);
    const { debounceMs, maxWaitMs = debounceMs * 5 } = this.options;
    const now = Date.now();
    this.waitingSince ??= now;
    const delay = Math.max(0, Math.min(debounceMs, this.waitingSince + maxWaitMs - now));
    this.debounceTimer = setTimeout(() => {
      this.waitingSince = undefined;
      void this.runNow();
    }, delay);
  }

  /** Runs now, or once more right after the run in progress (never two at a time). */
  runNow(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    clearTimeout(this.retryTimer);
    this.running = this.options
      .run()
      .catch((error: unknown) => {
        // Once stopping, a run fails because the API it reads is closing: nothing to report, the next start catches up.
        if (this.stopped) return;
        this.options.onError(error);
        this.retryTimer = setTimeout(() => void this.runNow(), this.options.retryMs ?? 30_000);
        this.retryTimer.unref();
      })
      .finally(() => {
        this.running = undefined;
        if (this.runAgain && !this.stopped) {
          this.runAgain = false;
          void this.runNow();
        }
      });
    return this.running;
  }

  /** Starts the day-boundary timer. */
  start(): void {
    this.stopped = false;
    const now = this.options.now?.() ?? new Date();
    this.dayTimer = setTimeout(
      () => {
        void this.runNow();
        this.start();
      },
      msUntilNextRegionDay(this.options.timeZone, now),
    );
  }

  /** Stops the timers and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.debounceTimer);
    this.waitingSince = undefined;
    clearTimeout(this.dayTimer);
    clearTimeout(this.retryTimer);
    await this.running;
  }
}

/**
 * Runs the built prerender script (public-web/dist-server/prerender.js) as a child process with `--changes` (only
 * what changed since its last run), at a lower CPU priority so that the API keeps answering quickly meanwhile (its
 * worker threads inherit the priority). Its environment is `env` and nothing else (config.ts: never the API's secrets).
 */
export function runPrerenderScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const args = ['-n', '10', process.execPath, script, '--changes'];
    const child = spawn('nice', args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`prerender exited with ${code}: ${stderr}`))));
  });
}

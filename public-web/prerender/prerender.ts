// The prerender's entry (public-web/dist-server/prerender.js; see regenerate.ts). Pages are rendered with React's
// production build, several times faster than its development build: the environment must say so before React loads.
// The run itself goes in a worker thread with a small young generation: it holds every offer it read while it parses
// more and hands them out, and with V8's default the young generation grows to ~37 MB of memory for no speed (this
// thread only fetches and plans; the render workers do the work). Its render workers are its own worker threads.
import { isMainThread, Worker } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
if (isMainThread) {
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

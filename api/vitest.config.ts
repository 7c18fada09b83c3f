import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One worker per core: Vitest's default leaves one core to itself, which on a 2-core machine ran the files one
    // at a time, though many spend seconds waiting on the processes, timers and sockets they test.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{e2e,public-web/e2e,admin-web/e2e}/**/*.test.ts'],
    root: resolve(import.meta.dirname, '..'),
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser on a loaded 2-core CI machine can take seconds to hydrate: poll UI state for up to 15 s, not 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});

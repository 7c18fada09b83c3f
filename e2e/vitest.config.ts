import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{e2e,public-web/e2e,admin-web/e2e}/**/*.test.ts'],
    root: resolve(import.meta.dirname, '..'),
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

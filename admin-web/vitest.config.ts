import { defineConfig } from 'vitest/config';

// Unit tests of the admin's own logic (no browser); browser journeys are in e2e/ (run from the repository root).
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });

/**
 * Browser tests (`npm run test:e2e`, after `npm run build`): real Chromium from Debian (/usr/bin/chromium) driven
 * by playwright-core, the real API on PGlite. Not part of `npm test`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Imports the real data once per run; every server of the run starts on a copy.
    globalSetup: ['tests/e2e/support/databaseTemplateGlobalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 360_000,
    fileParallelism: false,
  },
});

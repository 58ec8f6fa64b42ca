/** The benchmark's own unit tests (`npx vitest run --config scripts/bench-web/vitest.config.ts`). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'bench-web', root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' },
});

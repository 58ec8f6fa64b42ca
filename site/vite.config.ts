import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const widgetsSource = fileURLToPath(new URL('../packages/widgets/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  // The widgets are built from source (as in the monorepo's tests), so the site never waits for their dist.
  resolve: { alias: { '@pallone/widgets': widgetsSource } },
  ssr: { noExternal: ['@pallone/widgets', '@pallone/core'] },
  build: { sourcemap: false },
});

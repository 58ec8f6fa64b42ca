/**
 * The `npm start` entry: turns on Node's on-disk compile cache before the server's modules load (later starts
 * skip recompiling them), then runs main.ts.
 */
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/pallone/compile',
);
module.enableCompileCache?.(cacheDir);
await import('./main.ts');

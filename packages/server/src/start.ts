/**
 * The `npm start` entry: turns on Node's on-disk compile cache before the server's modules load (later starts
 * skip recompiling them), then runs main.ts. Like react-router-serve, it renders pages with React's production
 * build unless NODE_ENV says otherwise; that default does not switch on production mode (see config.ts).
 */
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_ENV_DEFAULTED } from './config.ts';

const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/pallone/compile',
);
module.enableCompileCache?.(cacheDir);
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env[NODE_ENV_DEFAULTED] = '1';
}
await import('./main.ts');

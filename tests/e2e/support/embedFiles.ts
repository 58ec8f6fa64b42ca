/**
 * The built embed (decision 030): `pallone-widgets.js` and the modules it imports from `chunks/` next to it,
 * served as a partner page's own files (`/pallone-widgets.js`, `/chunks/…`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaticRoute } from './staticServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const EMBED_DIR = path.join(root, 'packages/widgets/dist/embed');
export const EMBED_FILE = path.join(EMBED_DIR, 'pallone-widgets.js');
const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** Fails with what to do when the embed has not been built. */
export function assertEmbedBuilt(): void {
  if (!existsSync(EMBED_FILE)) throw new Error(`${EMBED_FILE} is missing: run \`npm run build\` first`);
}

/** The script and every chunk, as routes of the partner page's static server. */
export function embedRoutes(): Record<string, StaticRoute> {
  assertEmbedBuilt();
  const chunksDir = path.join(EMBED_DIR, 'chunks');
  return {
    '/pallone-widgets.js': { type: JAVASCRIPT, body: readFileSync(EMBED_FILE) },
    ...Object.fromEntries(
      readdirSync(chunksDir).map((name) => [
        `/chunks/${name}`,
        { type: JAVASCRIPT, body: readFileSync(path.join(chunksDir, name)) },
      ]),
    ),
  };
}

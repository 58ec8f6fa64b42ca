import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The built embed script in memory, with its content hash; re-read when the file on disk changes. */
export interface EmbedScript {
  body: Buffer;
  /** First 10 hex digits of the SHA-256 of the body: the versioned file name's part. */
  hash: string;
  etag: string;
}

export const EMBED_FILE_NAME = 'pallone-widgets.js';

/** Loads `<dir>/pallone-widgets.js` lazily; `null` while it has not been built. */
export function embedScriptLoader(dir: string): () => Promise<EmbedScript | null> {
  const file = path.join(dir, EMBED_FILE_NAME);
  let cached: { mtimeMs: number; size: number; script: EmbedScript } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.script;
    const body = await readFile(file);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    cached = { mtimeMs: info.mtimeMs, size: info.size, script: { body, hash, etag: `"${hash}"` } };
    return cached.script;
  };
}

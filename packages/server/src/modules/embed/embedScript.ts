import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A built embed file in memory, with its content hash; re-read when the file on disk changes. */
export interface EmbedScript {
  body: Buffer;
  /** First 10 hex digits of the SHA-256 of the body: the versioned file name's part. */
  hash: string;
  etag: string;
}

export const EMBED_FILE_NAME = 'pallone-widgets.js';
/** The runtime and widget chunks the script imports, next to it (decision 030). */
export const EMBED_CHUNKS_DIR = 'chunks';
/** A chunk's file name as the build writes it (`Standings-AB12CD34.js`); nothing else is served from there. */
export const EMBED_CHUNK_NAME = /^[A-Za-z0-9_-]+\.js$/;

/** Loads `file` lazily; `null` while it does not exist (not built). */
export function embedFileLoader(file: string): () => Promise<EmbedScript | null> {
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

/** Loads `<dir>/pallone-widgets.js` lazily; `null` while it has not been built. */
export function embedScriptLoader(dir: string): () => Promise<EmbedScript | null> {
  return embedFileLoader(path.join(dir, EMBED_FILE_NAME));
}

/** Loads `<dir>/chunks/<name>`; `null` for a name that is not a chunk's or a file that does not exist. */
export function embedChunkLoader(dir: string): (name: string) => Promise<EmbedScript | null> {
  const loaders = new Map<string, () => Promise<EmbedScript | null>>();
  return async (name) => {
    if (!EMBED_CHUNK_NAME.test(name)) return null;
    const load = loaders.get(name) ?? embedFileLoader(path.join(dir, EMBED_CHUNKS_DIR, name));
    const script = await load();
    if (script) loaders.set(name, load);
    else loaders.delete(name);
    return script;
  };
}

/**
 * Compression for the site: text assets (JS, CSS, SVG, JSON) compressed once and kept in memory, keyed by file
 * and modification time; server-rendered HTML compressed as it streams. Brotli when the browser accepts it, else
 * gzip, else nothing.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Whether a response of this Content-Type is worth compressing (images and fonts already are). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return contentType !== null && contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** The best encoding an Accept-Encoding header allows: br, then gzip; `q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a whole buffer at the highest settings: for static assets, done once per file. */
export function compressBuffer(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzip(data, { level: 9 });
}

/** A streaming compressor for rendered pages: fast settings, flushed as React streams the HTML. */
export function createPageCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      })
    : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/** Compressed static files in memory: the build's assets are a few hundred kilobytes in all. */
export class CompressedFiles {
  private readonly entries = new Map<string, Promise<Buffer>>();

  get(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${mtimeMs}:${file}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = readFile(file).then((data) => compressBuffer(data, encoding));
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }
}

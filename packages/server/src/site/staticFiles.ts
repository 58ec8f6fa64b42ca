/**
 * A tiny static file server for the site's built assets (`site/build/client`), without @fastify/static:
 * only files inside the root, hashed /assets/* cached for a year (immutable), the rest for an hour.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { keepSubresourceHeaders } from '../plugins/securityHeaders.ts';
import { chooseEncoding, CompressedFiles, isCompressible } from './compression.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Files a page only loads (scripts, styles, fonts, raster images), never renders as a document: their answers carry
 * no document-only security headers. SVG is not one of them, since opened on its own it is a document that can
 * hold scripts, and the page policy stays on it.
 */
const SUBRESOURCE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.woff2',
  '.woff',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.gif',
  '.ico',
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

export interface StaticFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** The file a URL path names inside `root`, or null (outside the root, a folder, missing). */
export async function staticFileFor(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded === '/' || decoded.endsWith('/')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

const compressed = new CompressedFiles();

/**
 * Sends a file found by `staticFileFor`, with its type, length and cache policy; text files go out compressed
 * (brotli or gzip, compressed once and kept) when the browser accepts it.
 */
export async function sendStaticFile(
  reply: FastifyReply,
  urlPath: string,
  found: StaticFile,
  head: boolean,
  acceptEncoding?: string | string[],
) {
  const extension = path.extname(found.file).toLowerCase();
  const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  if (SUBRESOURCE_EXTENSIONS.has(extension)) keepSubresourceHeaders(reply);
  reply
    .header('Content-Type', type)
    .header('Cache-Control', urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT)
    .header('X-Content-Type-Options', 'nosniff');
  const compressible = isCompressible(type);
  if (compressible) reply.header('Vary', 'Accept-Encoding');
  const encoding = compressible ? chooseEncoding(acceptEncoding) : null;
  if (encoding) {
    const body = await compressed.get(found.file, found.mtimeMs, encoding);
    reply.header('Content-Encoding', encoding).header('Content-Length', String(body.length));
    return reply.send(head ? Buffer.alloc(0) : body);
  }
  reply.header('Content-Length', String(found.size));
  return reply.send(head ? Buffer.alloc(0) : createReadStream(found.file));
}

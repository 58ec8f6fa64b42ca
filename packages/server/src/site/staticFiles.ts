/**
 * A tiny static file server for the site's built assets (`site/build/client`), without @fastify/static:
 * only files inside the root, hashed /assets/* cached for a year (immutable), the rest for an hour.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

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

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

/** The file a URL path names inside `root`, or null (outside the root, a folder, missing). */
export async function staticFileFor(
  root: string,
  urlPath: string,
): Promise<{ file: string; size: number } | null> {
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
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

/** Sends a file found by `staticFileFor`, with its type, length and cache policy. */
export function sendStaticFile(
  reply: FastifyReply,
  urlPath: string,
  found: { file: string; size: number },
  head: boolean,
) {
  const type = CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  reply
    .header('Content-Type', type)
    .header('Content-Length', String(found.size))
    .header('Cache-Control', urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT)
    .header('X-Content-Type-Options', 'nosniff');
  return reply.send(head ? Buffer.alloc(0) : createReadStream(found.file));
}

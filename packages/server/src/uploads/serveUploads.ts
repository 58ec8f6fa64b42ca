/**
 * GET /uploads/<kind>/<file>.webp: the stored images, with a year-long immutable cache (names never repeat).
 * Only names the store makes are served; anything else is 404, so no path can leave the folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/errors.ts';

const FILE_NAME = /^[0-9a-f-]{36}-\d{1,4}\.webp$/;
const KINDS = new Set(['news', 'guides', 'landings', 'bonuses', 'teams']);

export async function uploadRoutes(app: FastifyInstance, options: { dir: string }): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>(
    '/uploads/:kind/:file',
    { schema: { hide: true }, config: { cacheSeconds: 0 } },
    async (request, reply) => {
      const { kind, file } = request.params;
      if (!KINDS.has(kind) || !FILE_NAME.test(file)) throw new NotFoundError('Image');
      const full = path.join(options.dir, kind, file);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) throw new NotFoundError('Image');
      return reply
        .type('image/webp')
        .header('Content-Length', info.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(full));
    },
  );
}

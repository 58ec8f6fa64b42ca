/**
 * The widgets' embed script for partner pages, at the site root (outside /api/v1, so no credentials):
 * - `GET /embed/v1/pallone-widgets.js`: the stable name partners paste; `public, max-age=3600,
 *   stale-while-revalidate=86400` plus an ETag, so a release reaches every page within the hour;
 * - `GET /embed/v1/pallone-widgets.<hash>.js`: the same bytes under their content hash, `immutable` for a year,
 *   for partners who pin a version (the stable response names it in `X-Pallone-Embed-Versioned`);
 * both with `Access-Control-Allow-Origin: *`. Before `npm run build` they answer 404 with a JSON message.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../../db/database.ts';
import { embedScriptLoader, EMBED_FILE_NAME, type EmbedScript } from './embedScript.ts';

export interface EmbedOptions {
  /** Where the built script is; default packages/widgets/dist/embed. */
  dir?: string;
}

export const EMBED_PREFIX = '/embed/v1';
export const STABLE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
export const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const DEFAULT_DIR = path.join(repoRoot, 'packages', 'widgets', 'dist', 'embed');

function notBuilt(reply: FastifyReply) {
  return reply
    .status(404)
    .header('Access-Control-Allow-Origin', '*')
    .send({
      statusCode: 404,
      error: 'Not Found',
      message: `The embed script is not built: run \`npm run build\` (it writes packages/widgets/dist/embed/${EMBED_FILE_NAME})`,
    });
}

function sendScript(request: FastifyRequest, reply: FastifyReply, script: EmbedScript, cacheControl: string) {
  reply
    .header('Content-Type', 'text/javascript; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .header('ETag', script.etag)
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === script.etag)) {
    return reply.status(304).send();
  }
  return reply.send(script.body);
}

export async function embedRoutes(app: FastifyInstance, options: EmbedOptions = {}): Promise<void> {
  const load = embedScriptLoader(options.dir ?? DEFAULT_DIR);
  const config = { cacheSeconds: 0 };

  app.get(
    `${EMBED_PREFIX}/${EMBED_FILE_NAME}`,
    { schema: { hide: true }, config },
    async (request, reply) => {
      const script = await load();
      if (!script) return notBuilt(reply);
      reply.header('X-Pallone-Embed-Versioned', `${EMBED_PREFIX}/pallone-widgets.${script.hash}.js`);
      return sendScript(request, reply, script, STABLE_CACHE_CONTROL);
    },
  );

  app.get<{ Params: { hash: string } }>(
    `${EMBED_PREFIX}/pallone-widgets.:hash.js`,
    { schema: { hide: true }, config },
    async (request, reply) => {
      const script = await load();
      if (!script) return notBuilt(reply);
      if (request.params.hash !== script.hash) {
        return reply
          .status(404)
          .header('Access-Control-Allow-Origin', '*')
          .send({
            statusCode: 404,
            error: 'Not Found',
            message: `No embed script with hash ${request.params.hash}; the current one is ${script.hash}`,
          });
      }
      return sendScript(request, reply, script, VERSIONED_CACHE_CONTROL);
    },
  );
}

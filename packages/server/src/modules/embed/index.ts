/**
 * The widgets' embed script for partner pages, at the site root (outside /api/v1, so no credentials):
 * - `GET /embed/v1/pallone-widgets.js`: the stable name partners paste, a small script that imports the rest;
 *   `public, no-cache` plus an ETag (a 304 while unchanged), so a page never runs a script of the previous
 *   release whose chunks are gone (decision 030);
 * - `GET /embed/v1/pallone-widgets.<hash>.js`: the same bytes under their content hash, `immutable` for a year,
 *   for partners who pin a version (the stable response names it in `X-Pallone-Embed-Versioned`);
 * - `GET /embed/v1/chunks/<name>-<hash>.js`: the runtime and widget modules the script imports, named by their
 *   content hash, `immutable` for a year;
 * all with `Access-Control-Allow-Origin: *` (modules are fetched with CORS) and without the security headers only a
 * document uses (decision 076). Before `npm run build` they answer 404 with a JSON message.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../../db/database.ts';
import { keepSubresourceHeaders } from '../../plugins/securityHeaders.ts';
import {
  embedChunkLoader,
  embedScriptLoader,
  EMBED_CHUNKS_DIR,
  EMBED_FILE_NAME,
  type EmbedScript,
} from './embedScript.ts';

export interface EmbedOptions {
  /** Where the built script is; default packages/widgets/dist/embed. */
  dir?: string;
}

export const EMBED_PREFIX = '/embed/v1';
export const STABLE_CACHE_CONTROL = 'public, no-cache';
export const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const DEFAULT_DIR = path.join(repoRoot, 'packages', 'widgets', 'dist', 'embed');

function notFound(reply: FastifyReply, message: string) {
  return reply
    .status(404)
    .header('Access-Control-Allow-Origin', '*')
    .send({ statusCode: 404, error: 'Not Found', message });
}

const notBuilt = (reply: FastifyReply) =>
  notFound(
    reply,
    `The embed script is not built: run \`npm run build\` (it writes packages/widgets/dist/embed/${EMBED_FILE_NAME})`,
  );

/** A script partners' pages load: no document-only security headers (decision 076). */
function sendScript(request: FastifyRequest, reply: FastifyReply, script: EmbedScript, cacheControl: string) {
  keepSubresourceHeaders(reply);
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
  const dir = options.dir ?? DEFAULT_DIR;
  const load = embedScriptLoader(dir);
  const loadChunk = embedChunkLoader(dir);
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
        return notFound(
          reply,
          `No embed script with hash ${request.params.hash}; the current one is ${script.hash}`,
        );
      }
      return sendScript(request, reply, script, VERSIONED_CACHE_CONTROL);
    },
  );

  app.get<{ Params: { name: string } }>(
    `${EMBED_PREFIX}/${EMBED_CHUNKS_DIR}/:name`,
    { schema: { hide: true }, config },
    async (request, reply) => {
      const chunk = await loadChunk(request.params.name);
      if (!chunk) return notFound(reply, 'No such embed chunk in the current build');
      return sendScript(request, reply, chunk, VERSIONED_CACHE_CONTROL);
    },
  );
}

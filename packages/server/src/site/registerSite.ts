/**
 * Serves the public site (React Router, `site/build`) from the API server: built assets from build/client, every
 * other GET/HEAD/POST outside /api/, /embed/, /rss/ and /sitemap through React Router's Fetch request handler.
 * Without a build the server still starts: a warning is logged and site routes answer 503.
 * The site only takes small form posts (/lang, /consent; back-office uploads go to the API): a body over
 * SITE_BODY_LIMIT is a 413, told from its Content-Length before reading, or as soon as a streamed body passes it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../db/database.ts';
import { cspNonce } from '../plugins/securityHeaders.ts';
import { sendStaticFile, staticFileFor } from './staticFiles.ts';
import { sendWebResponse, toWebRequest } from './webRequest.ts';

/** The site's request handler; `nonce` is the answer's CSP nonce, put on every inline script of the page. */
type SiteHandler = (request: Request, render: { nonce: string }) => Promise<Response>;

/** Paths that belong to the API server, never to the site. */
export const NOT_SITE_PREFIXES = ['/api/', '/embed/', '/rss/', '/sitemap'];

export const SITE_NOT_BUILT =
  'The Pallone site is not built yet. Run `npm run build -w @pallone/site` (or `npm start`, which builds it) and reload.';

/** The largest body the site reads (its forms are a few fields): 64 kB. */
export const SITE_BODY_LIMIT = 64 * 1024;

export interface SiteOptions {
  /** The site workspace; default `<repo>/site`. */
  siteDir?: string;
  /** Bytes a request body may have; default SITE_BODY_LIMIT. */
  bodyLimit?: number;
}

class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large');
  }
}

/** The body as it streams, failing (and leaving the rest unread) once it passes `limit` bytes. */
function limitBody(payload: Readable, limit: number, onTooLarge: () => void): Readable {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      onTooLarge();
      payload.unpipe(limited);
      payload.pause();
      callback(new BodyTooLargeError());
    },
  });
  payload.once('error', (error) => limited.destroy(error));
  // The reader (the site's Request body) sees the failure; the 413 comes from `onTooLarge`, never an uncaught error.
  limited.on('error', () => {});
  return payload.pipe(limited);
}

/** A 413 that closes the connection, so the unread rest of the body is never read. */
function sendTooLarge(reply: FastifyReply) {
  return reply
    .status(413)
    .header('Connection', 'close')
    .header('Content-Type', 'text/plain; charset=utf-8')
    .send(Buffer.from('Payload Too Large'));
}

export async function registerSite(app: FastifyInstance, options: SiteOptions = {}): Promise<void> {
  const siteDir = options.siteDir ?? path.join(repoRoot, 'site');
  const clientDir = path.join(siteDir, 'build', 'client');
  const serverBuild = path.join(siteDir, 'build', 'server', 'index.js');
  const bodyLimit = options.bodyLimit ?? SITE_BODY_LIMIT;
  /** Requests whose streamed body passed the limit while the site was reading it. */
  const tooLarge = new WeakSet<FastifyRequest>();
  const built = existsSync(serverBuild);
  if (!built) app.log.warn(`Site not built (${serverBuild} missing): site pages answer 503`);

  let handler: Promise<SiteHandler> | undefined;
  const siteHandler = () => {
    handler ??= import(pathToFileURL(path.join(siteDir, 'server', 'requestHandler.js')).href).then(
      (module: { createSiteRequestHandler: (build: string) => Promise<SiteHandler> }) =>
        module.createSiteRequestHandler(serverBuild),
    );
    return handler;
  };

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (NOT_SITE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return reply.callNotFound();
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return sendTooLarge(reply);
    if (request.method !== 'POST') {
      const file = await staticFileFor(clientDir, urlPath);
      if (file) {
        const head = request.method === 'HEAD';
        return sendStaticFile(reply, urlPath, file, head, request.headers['accept-encoding']);
      }
    }
    if (!built) {
      return reply
        .status(503)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(Buffer.from(SITE_NOT_BUILT));
    }
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    try {
      const render = { nonce: cspNonce(reply) };
      const response = await (await siteHandler())(toWebRequest(request, abort.signal), render);
      if (tooLarge.has(request)) {
        await response.body?.cancel();
        return sendTooLarge(reply);
      }
      return sendWebResponse(reply, response, request.headers['accept-encoding']);
    } catch (error) {
      if (tooLarge.has(request)) return sendTooLarge(reply);
      request.log.error({ err: error }, 'site render failed');
      return reply
        .status(500)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(Buffer.from('Internal Server Error'));
    }
  }

  await app.register(async (site) => {
    // The site reads its own bodies (forms): hand it the raw stream, whatever the content type, cut at the limit.
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', (request, payload, done) => {
      done(
        null,
        limitBody(payload, bodyLimit, () => tooLarge.add(request)),
      );
    });
    for (const url of ['/', '/*']) {
      site.route({
        method: ['GET', 'HEAD', 'POST'],
        url,
        config: { cacheSeconds: 0 },
        schema: { hide: true },
        handler: handle,
      });
    }
  });
}

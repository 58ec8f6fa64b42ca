/**
 * Serves the public site (React Router, `site/build`) from the API server: built assets from build/client, every
 * other GET/HEAD/POST outside /api/, /embed/, /rss/ and /sitemap through React Router's Fetch request handler.
 * Without a build the server still starts: a warning is logged and site routes answer 503.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../db/database.ts';
import { sendStaticFile, staticFileFor } from './staticFiles.ts';
import { sendWebResponse, toWebRequest } from './webRequest.ts';

type SiteHandler = (request: Request) => Promise<Response>;

/** Paths that belong to the API server, never to the site. */
export const NOT_SITE_PREFIXES = ['/api/', '/embed/', '/rss/', '/sitemap'];

export const SITE_NOT_BUILT =
  'The Pallone site is not built yet. Run `npm run build -w @pallone/site` (or `npm start`, which builds it) and reload.';

export interface SiteOptions {
  /** The site workspace; default `<repo>/site`. */
  siteDir?: string;
}

export async function registerSite(app: FastifyInstance, options: SiteOptions = {}): Promise<void> {
  const siteDir = options.siteDir ?? path.join(repoRoot, 'site');
  const clientDir = path.join(siteDir, 'build', 'client');
  const serverBuild = path.join(siteDir, 'build', 'server', 'index.js');
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
      const response = await (await siteHandler())(toWebRequest(request, abort.signal));
      return sendWebResponse(reply, response, request.headers['accept-encoding']);
    } catch (error) {
      request.log.error({ err: error }, 'site render failed');
      return reply
        .status(500)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send(Buffer.from('Internal Server Error'));
    }
  }

  await app.register(async (site) => {
    // The site reads its own bodies (forms): hand it the raw stream, whatever the content type.
    site.removeAllContentTypeParsers();
    site.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
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

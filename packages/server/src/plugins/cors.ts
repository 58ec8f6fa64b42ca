/**
 * CORS for embeds: partner pages on any origin read the public API (GET/HEAD) with the shared basic-auth
 * credentials and an Accept-Language header. Registered before the auth check, so a preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) is answered 204 without credentials. No cookies are involved (the
 * credentials travel in an explicit Authorization header), so `*` is allowed and safe. Writes stay same-origin, and
 * so do the routes that check their own credentials (`config.routeAuth`: the back-office and login): their answers
 * carry no CORS headers, so no other origin's page can read them (decision 015).
 */
import type { FastifyInstance } from 'fastify';

export const CORS_METHODS = 'GET, HEAD, OPTIONS';
// Last-Event-ID: the live stream's reader resumes with it after a reconnect (issue #11).
export const CORS_HEADERS = 'Authorization, Accept, Accept-Language, If-None-Match, Last-Event-ID';
/** Browsers cap this (Chromium at 2 h); one preflight per endpoint per visit is enough. */
export const CORS_MAX_AGE_SECONDS = 7200;

/** What every cross-origin read of the API gets: anyone may read it, and these headers of the answer. */
export const CORS_READ_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Cache-Control, Content-Language',
} as const;

const CORS_READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCors(app: FastifyInstance, options: { prefix: string }): void {
  const applies = (url: string) => url === options.prefix || url.startsWith(`${options.prefix}/`);

  app.addHook('onRequest', (request, reply, done) => {
    if (!CORS_READ_METHODS.has(request.method) || !applies(request.url)) return done();
    if (request.routeOptions.config.routeAuth === true) return done();
    reply.headers(CORS_READ_HEADERS);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!preflight) return done();
    // Answered here: `done` is not called, so the request goes no further.
    reply
      .status(204)
      .header('Access-Control-Allow-Methods', CORS_METHODS)
      .header('Access-Control-Allow-Headers', CORS_HEADERS)
      .header('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS))
      .header('Vary', 'Access-Control-Request-Method, Access-Control-Request-Headers')
      .send();
  });
}

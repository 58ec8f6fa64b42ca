/**
 * Public reads carry Cache-Control and a strong ETag; a conditional GET with a matching If-None-Match gets 304.
 * Successful GET responses are also kept in memory for the route's `cacheSeconds` (default from config, timed by
 * the app's clock), so hot reads skip the database: keyed by the route and the parameters it declares
 * (responseCacheKey.ts), least-recently-used within a byte budget (responseCacheStore.ts, decision 013).
 * `clear()` after data changes. `lifetimeCap` bounds every answer's lifetime, kept and announced (the next scheduled
 * publication, decision 039), so no cache anywhere holds an answer past it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { responseCacheKey } from './responseCacheKey.ts';
import { ResponseCache, type ResponseCacheLimits } from './responseCacheStore.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds browsers and the server may reuse the response; 0 = no-store. */
    cacheSeconds?: number;
    /** The answer depends on the Host header (feeds without a configured site origin): key the cache on it. */
    cacheByHost?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export function etagOf(payload: string): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function setCachingHeaders(reply: FastifyReply, seconds: number, etag: string): void {
  reply.header('ETag', etag);
  reply.header('Vary', 'Accept-Language, Authorization');
  reply.header(
    'Cache-Control',
    seconds > 0 ? `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}` : 'no-store',
  );
}

export function registerResponseCache(
  app: FastifyInstance,
  options: {
    defaultSeconds: number;
    /** The most seconds an answer made at this instant (epoch ms) may be kept; none when absent. */
    lifetimeCap?: (nowMs: number) => number;
  } & ResponseCacheLimits,
): void {
  const cache = new ResponseCache(options);
  app.decorate('responseCache', cache);
  const secondsOf = (request: FastifyRequest) =>
    request.routeOptions.config.cacheSeconds ?? options.defaultSeconds;
  const capped = (seconds: number) =>
    options.lifetimeCap ? Math.min(seconds, options.lifetimeCap(app.now().getTime())) : seconds;

  // Callback-style hooks (decision 027): every request passes them, and an async hook costs a promise each time.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const seconds = secondsOf(request);
    if (seconds <= 0) return done();
    // `Cache-Control: no-cache` from the client asks for a fresh answer: skip the stored one (it is refreshed).
    if (/\bno-cache\b/.test(request.headers['cache-control'] ?? '')) return done();
    const key = responseCacheKey(request);
    const hit = key === null ? undefined : cache.get(key, app.now().getTime());
    if (!hit) return done();
    // A hit is answered here: `done` is not called, so the handler does not run.
    setCachingHeaders(reply, capped(seconds), hit.etag);
    reply.header('X-Cache', 'HIT');
    if (matchesIfNoneMatch(request, hit.etag)) reply.status(304).send();
    else reply.type(hit.contentType).send(hit.payload);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    if (reply.getHeader('X-Cache') === 'HIT') return done(null, payload);
    const seconds = capped(secondsOf(request));
    const etag = etagOf(payload);
    setCachingHeaders(reply, seconds, etag);
    const key = responseCacheKey(request);
    if (seconds > 0 && key !== null) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(key, {
        payload: Buffer.from(payload),
        etag,
        contentType,
        expiresAt: app.now().getTime() + seconds * 1000,
      });
    }
    if (matchesIfNoneMatch(request, etag)) {
      reply.status(304);
      return done(null, '');
    }
    done(null, payload);
  });
}

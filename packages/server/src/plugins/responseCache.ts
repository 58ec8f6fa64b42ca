/**
 * Public reads carry Cache-Control and a strong ETag; a conditional GET with a matching If-None-Match gets 304.
 * Successful GET responses are also kept in memory for the route's `cacheSeconds` (default from config, timed by
 * the app's clock), so hot reads skip the database: keyed by the route and the parameters it declares
 * (responseCacheKey.ts), least-recently-used within a byte budget (responseCacheStore.ts, decision 013).
 * `clear()` after data changes. `lifetimeCap` bounds every answer's lifetime, kept and announced (the next scheduled
 * publication, decision 039), so no cache anywhere holds an answer past it.
 *
 * A request whose exact URL was answered from or into the cache before is answered in `onRequest` (decision 038),
 * right after the security headers, CORS, the public basic auth and the language hooks (registered before this
 * one), skipping body parsing, validation and the input guards, which that URL already passed: its key is the
 * canonical one built from the validated parameters, found through an alias of the raw URL and language.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declaredQueryNames, responseCacheKey } from './responseCacheKey.ts';
import { ResponseCache, type CachedResponse, type ResponseCacheLimits } from './responseCacheStore.ts';
import { cacheControlFor, cachingHeaders, rawCacheKey, VARY } from './responseCacheHeaders.ts';
import { isCanonicalBasicAuth } from './publicAuth.ts';
import { answerHitsBeforeRouting, type BeforeRoutingOptions } from './cacheHitsBeforeRouting.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds browsers and the server may reuse the response; 0 = no-store. */
    cacheSeconds?: number;
    /** The answer depends on the Host header (feeds without a configured site origin): key the cache on it. */
    cacheByHost?: boolean;
    /** Set by the response cache: the route has onSend hooks of its own, so its hits go through `reply.send`. */
    ownOnSend?: boolean;
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
  reply.header('Vary', VARY);
  reply.header('Cache-Control', cacheControlFor(seconds));
}

/**
 * A 200 hit written straight to Node's response (decision 044): the headers the hooks set so far (security headers,
 * CORS), then the cached answer's own, in one `writeHead`, and the stored bytes in one `end`. Fastify's send (its
 * onSend hooks, its header checks and copies) is skipped; the answer's headers are the ones `reply.send` would
 * write, and the request log's "request completed" line still follows the response's end.
 */
function writeHit(reply: FastifyReply, seconds: number, hit: CachedResponse): void {
  // Fastify types any header as possibly a number, which Node's `writeHead` takes for every header at run time.
  const headers: OutgoingHttpHeaders = {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    ...cachingHeaders(seconds, hit),
  };
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(hit.payload);
}

function rawKeyOf(request: FastifyRequest): string {
  const host = request.routeOptions.config.cacheByHost === true ? request.host : '';
  return rawCacheKey(request.language, host, request.url);
}

/**
 * Whether every query parameter of the raw URL is one the route declares: only such URLs get an alias, so URLs made
 * unique by unknown parameters (`?cb=123`, cache busting) add nothing to the cache (issue #12 point 4).
 */
function declaresEveryQueryName(request: FastifyRequest): boolean {
  const start = request.url.indexOf('?');
  if (start < 0) return true;
  const declared = declaredQueryNames(request.routeOptions.schema?.querystring);
  return request.url
    .slice(start + 1)
    .split('&')
    .every((pair) => {
      if (pair === '') return true;
      const equals = pair.indexOf('=');
      try {
        return declared.includes(decodeURIComponent(equals < 0 ? pair : pair.slice(0, equals)));
      } catch {
        return false;
      }
    });
}

export function registerResponseCache(
  app: FastifyInstance,
  options: {
    defaultSeconds: number;
    /** The most seconds an answer made at this instant (epoch ms) may be kept; none when absent. */
    lifetimeCap?: (nowMs: number) => number;
    /** Answer plain public reads' hits before routing (cacheHitsBeforeRouting.ts, decision 064). */
    beforeRouting?: BeforeRoutingOptions;
  } & ResponseCacheLimits,
): void {
  const cache = new ResponseCache(options);
  app.decorate('responseCache', cache);
  const secondsOf = (request: FastifyRequest) =>
    request.routeOptions.config.cacheSeconds ?? options.defaultSeconds;
  const cappedAt = (seconds: number, nowMs: number) =>
    options.lifetimeCap ? Math.min(seconds, options.lifetimeCap(nowMs)) : seconds;
  const capped = (seconds: number) => cappedAt(seconds, app.now().getTime());
  const { beforeRouting } = options;
  if (beforeRouting) answerHitsBeforeRouting(app, cache, { ...beforeRouting, capped: cappedAt });
  /** Whether this answer's hits may be written before routing: a public API read whose headers are the same for all. */
  const answeredBeforeRouting = (request: FastifyRequest) => {
    const { config, url } = request.routeOptions;
    return (
      beforeRouting !== undefined &&
      url !== undefined &&
      url.startsWith(`${beforeRouting.prefix}/`) &&
      config.routeAuth !== true &&
      config.ownOnSend !== true &&
      config.cacheByHost !== true &&
      isCanonicalBasicAuth(request.headers.authorization, beforeRouting.authorization)
    );
  };

  /** Whether this request may be answered from the cache (a GET of a cached route, not asking for a fresh one). */
  const mayUseCache = (request: FastifyRequest, seconds: number) =>
    request.method === 'GET' &&
    seconds > 0 &&
    // `Cache-Control: no-cache` from the client asks for a fresh answer: skip the stored one (it is refreshed).
    !/\bno-cache\b/.test(request.headers['cache-control'] ?? '');

  const answerHit = (request: FastifyRequest, reply: FastifyReply, seconds: number, hit: CachedResponse) => {
    const notModified = matchesIfNoneMatch(request, hit.etag);
    if (!notModified && request.routeOptions.config.ownOnSend !== true)
      return writeHit(reply, capped(seconds), hit);
    setCachingHeaders(reply, capped(seconds), hit.etag);
    reply.header('X-Cache', 'HIT');
    if (notModified) reply.status(304).send();
    else reply.type(hit.contentType).send(hit.payload);
  };

  // A route with onSend hooks of its own (the API reference's policy, securityHeaders.ts) is answered through
  // Fastify's send, which runs them; every other hit is written directly (writeHit).
  app.addHook('onRoute', (route) => {
    if (route.onSend) route.config = { ...route.config, ownOnSend: true };
  });

  // Callback-style hooks (decision 027): every request passes them, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    const seconds = secondsOf(request);
    if (request.routeOptions.url === undefined || !mayUseCache(request, seconds)) return done();
    const hit = cache.getByAlias(rawKeyOf(request), app.now().getTime());
    if (!hit) return done();
    // Answered here: `done` is not called, so the request goes no further.
    answerHit(request, reply, seconds, hit);
  });

  app.addHook('preHandler', (request, reply, done) => {
    const seconds = secondsOf(request);
    if (!mayUseCache(request, seconds)) return done();
    const key = responseCacheKey(request);
    const hit = key === null ? undefined : cache.get(key, app.now().getTime());
    if (!hit || key === null) return done();
    // Another spelling of a cached URL: the next request spelled like this one is answered in onRequest.
    if (declaresEveryQueryName(request)) cache.alias(rawKeyOf(request), key);
    // A hit is answered here: `done` is not called, so the handler does not run.
    answerHit(request, reply, seconds, hit);
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
      const kept = cache.set(key, {
        payload: Buffer.from(payload),
        etag,
        contentType,
        expiresAt: app.now().getTime() + seconds * 1000,
        ...(answeredBeforeRouting(request) ? { beforeRouting: { seconds: secondsOf(request) } } : {}),
      });
      if (kept && declaresEveryQueryName(request)) cache.alias(rawKeyOf(request), key);
    }
    if (matchesIfNoneMatch(request, etag)) {
      reply.status(304);
      return done(null, '');
    }
    done(null, payload);
  });
}

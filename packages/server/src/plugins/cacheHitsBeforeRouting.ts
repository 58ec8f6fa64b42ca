/**
 * Cache hits answered before routing (decision 064): the server's request listener first looks the raw URL up in
 * the response cache, and a hit that needs nothing of Fastify is written to Node's response there, as the cache
 * hook would write it (`responseCache.ts`), without the router, the request and reply objects or the hooks.
 *
 * Only what is the same for every request may be skipped, so a request is answered here only when it is a plain
 * public read: a GET under the API prefix with the canonical public credentials, no `If-None-Match` (a 304 goes
 * the long way) and no `Cache-Control: no-cache`, whose URL and language were answered into the cache by a route
 * that marked its entries for it (`ResponseCacheEntry.beforeRouting`: a public API read, no onSend hooks of its
 * own, not keyed on the Host). Its headers are the API's static security headers (`apiAnswerHeaders`), the CORS
 * read headers and the entry's own. Anything else (and every request while the server closes) goes to Fastify.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CORS_READ_HEADERS } from './cors.ts';
import { pickLanguage, type Language } from './language.ts';
import { isCanonicalBasicAuth } from './publicAuth.ts';
import { cachingHeaders, rawCacheKey } from './responseCacheHeaders.ts';
import type { ResponseCache } from './responseCacheStore.ts';

export interface BeforeRoutingOptions {
  /** The API's prefix (`/api/v1`): only URLs under it are looked up. */
  prefix: string;
  /** The canonical public credentials' header (publicAuth.ts). */
  authorization: Buffer;
}

/** Accept-Language values seen, with the language each picks: a handful in practice, bounded anyway. */
const MAX_KNOWN_LANGUAGE_HEADERS = 256;

function languagePicker(): (header: string | undefined) => Language {
  const known = new Map<string, Language>();
  return (header) => {
    if (header === undefined) return pickLanguage(header);
    let language = known.get(header);
    if (language === undefined) {
      if (known.size >= MAX_KNOWN_LANGUAGE_HEADERS) known.clear();
      language = pickLanguage(header);
      known.set(header, language);
    }
    return language;
  };
}

export function answerHitsBeforeRouting(
  app: FastifyInstance,
  cache: ResponseCache,
  options: BeforeRoutingOptions & {
    /** The Cache-Control seconds for an answer of a route kept `seconds`, at this instant (epoch ms). */
    capped: (seconds: number, nowMs: number) => number;
  },
): void {
  const under = `${options.prefix}/`;
  const languageOf = languagePicker();
  // Fastify's "request completed" line is logged at info; a hit answered here logs the same, when info is on.
  const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level);
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  /** Whether the request was answered here. */
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    const headers = request.headers;
    if (
      closing ||
      request.method !== 'GET' ||
      url === undefined ||
      !url.startsWith(under) ||
      headers['if-none-match'] !== undefined ||
      /\bno-cache\b/.test(headers['cache-control'] ?? '') ||
      !isCanonicalBasicAuth(headers.authorization, options.authorization)
    )
      return false;
    const now = app.now().getTime();
    const hit = cache.getByAlias(rawCacheKey(languageOf(headers['accept-language']), '', url), now);
    if (hit?.beforeRouting === undefined) return false;
    const written: OutgoingHttpHeaders = {
      ...app.apiAnswerHeaders,
      ...CORS_READ_HEADERS,
      ...cachingHeaders(options.capped(hit.beforeRouting.seconds, now), hit),
    };
    response.writeHead(200, written);
    response.end(hit.payload);
    cache.hitsBeforeRouting += 1;
    if (logsRequests)
      app.log.info(
        { req: { method: 'GET', url }, res: { statusCode: 200 }, cache: 'HIT' },
        'request completed',
      );
    return true;
  };

  // Fastify's own listener stays, behind this one: everything not answered here reaches it unchanged.
  const server = app.server;
  const fastifyListeners = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  const [fastify] = fastifyListeners;
  if (fastifyListeners.length !== 1 || fastify === undefined)
    throw new Error('the response cache expects exactly one request listener (Fastify)');
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let answered = false;
    try {
      answered = answer(request, response);
    } catch (error) {
      // Never a crash of the listener: logged, and Fastify answers unless this answer had begun.
      app.log.error({ err: error, url: request.url }, 'cache hit before routing failed');
      if (response.headersSent) response.destroy();
      answered = response.headersSent;
    }
    if (!answered) fastify(request, response);
  });
}

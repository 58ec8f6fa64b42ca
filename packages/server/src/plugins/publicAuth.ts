/**
 * Public calls use shared basic-auth credentials (SPEC §6). Routes under /api/v1 answer 401 without them,
 * except the OpenAPI document and the docs page, which stay readable, and routes that check credentials
 * themselves (`config.routeAuth`: login, and the back-office routes, which demand a Bearer JWT instead).
 *
 * The decision is taken on the matched route's pattern (`request.routeOptions.url`), not on the raw URL text:
 * the router decodes percent-escapes, so `/%61pi/v1/seasons` reaches `/api/v1/seasons` and must be checked like
 * it. A URL no route matches is judged on its decoded path, so unknown API paths still answer 401, not 404.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function parseBasicAuth(header: string | undefined): { user: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The request's path with percent-escapes decoded as the router decodes them (the raw text if malformed). */
export function decodedPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface PublicAuthScope {
  /** Routes under this prefix (e.g. `/api/v1`, so `/api/v1/…`) need the credentials… */
  prefix: string;
  /** …except these paths and everything under them (e.g. the OpenAPI document and the docs page). */
  openPaths: readonly string[];
}

export function needsPublicAuth(path: string, scope: PublicAuthScope): boolean {
  return (
    path.startsWith(`${scope.prefix}/`) &&
    !scope.openPaths.some((open) => path === open || path.startsWith(`${open}/`))
  );
}

/** The canonical header every client sends (`Basic base64(user:password)`), compared as is on the hot path. */
export const canonicalBasicAuth = (credentials: { user: string; password: string }): Buffer =>
  Buffer.from(`Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`);

/**
 * Whether `header` is the canonical one, in constant time for its length (no base64 decoding per request). Node
 * reads header values as latin1, one byte a character, so the bytes compared are as many as the characters (UTF-8
 * would make a longer buffer of a value with a byte over 0x7f, and timingSafeEqual throws on unequal lengths).
 */
export function isCanonicalBasicAuth(header: string | undefined, expected: Buffer): boolean {
  if (header === undefined || header.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(header, 'latin1'), expected);
}

export function registerPublicAuth(
  app: FastifyInstance,
  credentials: { user: string; password: string },
  scope: PublicAuthScope,
): void {
  const expected = canonicalBasicAuth(credentials);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.routeAuth === true) return done();
    // Both the matched pattern and the decoded path must be open: neither spelling of the URL can skip the check.
    const pattern = request.routeOptions.url;
    if (
      (pattern === undefined || !needsPublicAuth(pattern, scope)) &&
      !needsPublicAuth(decodedPath(request.url), scope)
    )
      return done();
    const header = request.headers.authorization;
    if (isCanonicalBasicAuth(header, expected)) return done();
    const given = parseBasicAuth(header);
    if (given && safeEqual(given.user, credentials.user) && safeEqual(given.password, credentials.password))
      return done();
    // Answered here: `done` is not called, so the request goes no further.
    reply.status(401).header('WWW-Authenticate', 'Basic realm="pallone", charset="UTF-8"').send({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Public API credentials are missing or wrong',
    });
  });
}

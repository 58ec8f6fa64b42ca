/**
 * Public calls use shared basic-auth credentials (SPEC §6). Routes under /api/v1 answer 401 without them,
 * except the OpenAPI document and the docs page, which stay readable, and routes that check credentials
 * themselves (`config.routeAuth`: login, and the back-office routes, which demand a Bearer JWT instead).
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

export function registerPublicAuth(
  app: FastifyInstance,
  credentials: { user: string; password: string },
  isOpen: (url: string) => boolean,
): void {
  // The canonical header every client sends, compared as is on the hot path (no base64 decoding per request).
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`,
  );
  app.addHook('onRequest', async (request, reply) => {
    if (isOpen(request.url) || request.routeOptions.config.routeAuth === true) return;
    const header = request.headers.authorization;
    if (header && header.length === expected.length && timingSafeEqual(Buffer.from(header), expected)) return;
    const given = parseBasicAuth(header);
    if (given && safeEqual(given.user, credentials.user) && safeEqual(given.password, credentials.password))
      return;
    reply.status(401).header('WWW-Authenticate', 'Basic realm="pallone", charset="UTF-8"').send({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Public API credentials are missing or wrong',
    });
    return reply;
  });
}

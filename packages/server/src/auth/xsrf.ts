/**
 * CSRF protection, signed double-submit (OWASP): the XSRF-TOKEN cookie (readable by the page, SameSite=Lax) holds
 * HMAC(secret, token id), so it is bound to the session and cannot be planted by a sibling site. Every
 * state-changing staff call must echo it in X-XSRF-TOKEN; header, cookie and expected value are compared in
 * constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export function xsrfTokenFor(secret: Uint8Array, jti: string): string {
  return createHmac('sha256', secret).update(`xsrf:${jti}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function setXsrfCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, value, { path: '/', sameSite: 'lax', httpOnly: false, secure });
}

/** True when both the header and the cookie carry this session's XSRF token. */
export function hasValidXsrf(request: FastifyRequest, expected: string): boolean {
  const header = request.headers[XSRF_HEADER];
  const cookie = request.cookies[XSRF_COOKIE];
  return (
    typeof header === 'string' &&
    typeof cookie === 'string' &&
    same(header, expected) &&
    same(cookie, expected)
  );
}

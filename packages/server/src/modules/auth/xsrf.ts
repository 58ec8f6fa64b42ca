/**
 * CSRF protection, signed double-submit (OWASP): the XSRF-TOKEN cookie (readable by the page, SameSite=Lax) holds
 * HMAC(secret, token id), so it is bound to the session and cannot be planted by a sibling site. Every
 * state-changing staff call must echo it in X-XSRF-TOKEN; header, cookie and expected value are compared in
 * constant time.
 *
 * This is the only cookie the API reads or writes, so it is read and written here (decision 038): a cookie plugin
 * registered for the app would parse cookies and run a hook on every answer, public reads included.
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

/** `value` is base64url (xsrfTokenFor), so it goes into the header as it is. */
export function setXsrfCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.header('set-cookie', `${XSRF_COOKIE}=${value}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`);
}

/** The value of the request's cookie `name` (the first one sent), percent-decoded; undefined without one. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** True when both the header and the cookie carry this session's XSRF token. */
export function hasValidXsrf(request: FastifyRequest, expected: string): boolean {
  const header = request.headers[XSRF_HEADER];
  const cookie = cookieOf(request, XSRF_COOKIE);
  return (
    typeof header === 'string' &&
    typeof cookie === 'string' &&
    same(header, expected) &&
    same(cookie, expected)
  );
}

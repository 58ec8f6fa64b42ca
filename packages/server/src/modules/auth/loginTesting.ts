/** Test helpers for the login throttle: one login attempt from an address, and many at once. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export function loginFrom(
  app: FastifyInstance,
  ip: string,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** How many answers had each status code, e.g. { 401: 5, 429: 25 }. */
export function countStatuses(responses: readonly LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** `count` attempts sent at the same time; `attempt(i)` builds the i-th. */
export function inParallel(
  count: number,
  attempt: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));
}

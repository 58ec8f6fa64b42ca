/**
 * Behind a load balancer every request comes from the proxy's address: with PALLONE_TRUST_PROXY naming it, the
 * login throttle counts per client (X-Forwarded-For), so one attacker behind the proxy does not throttle everyone.
 * A forwarded address from a peer that is not a trusted proxy is ignored (it would let anyone pick their address).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { createUser } from './users.ts';
import { countStatuses, inParallel } from './loginTesting.ts';

const PROXY = '10.0.0.5';
const ADMIN = { email: 'admin@pallone.test', password: 'the admin password 1' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z'), trustProxy: PROXY });
  await createUser(t.database.db, ADMIN);
});
afterAll(() => t.close());

const login = (app: FastifyInstance, peer: string, forwardedFor: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: ADMIN.email, password },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('login throttling behind a trusted proxy', () => {
  it('counts each client behind the proxy apart', async () => {
    const attacker = await inParallel(8, (i) => login(t.app, PROXY, '203.0.113.7', `guess ${i}`));
    expect(countStatuses(attacker)).toEqual({ 401: 5, 429: 3 });
    // The admin comes through the same proxy, from their own address: not throttled.
    expect((await login(t.app, PROXY, '198.51.100.20', ADMIN.password)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    // A client talking to the server directly cannot dodge its count by inventing addresses.
    const direct = await inParallel(8, (i) => login(t.app, '192.0.2.9', `192.0.2.${100 + i}`, `guess ${i}`));
    expect(countStatuses(direct)).toEqual({ 401: 5, 429: 3 });
  });
});

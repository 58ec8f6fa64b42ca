/**
 * Needs a Redis server (project `redis`, REDIS_URL): the login throttle's Redis counter is shared by every
 * process, so 30 parallel wrong passwords spread over two servers still get only 5 checked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { countStatuses, inParallel, loginFrom } from './loginTesting.ts';
import { createUser } from './users.ts';
import { createRedisLoginCounter } from './loginGuardRedisCounter.ts';
import { expectLoginCounterContract } from './loginGuardCounterContract.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `pallone:test:login:${randomUUID()}:`;
const ADMIN = { email: 'admin@pallone.test', password: 'the admin password 1' };
const now = () => new Date('2026-11-22T12:00:00Z');

/** Two servers, each with its own database and its own Redis connection, as two processes would have. */
let servers: [TestApp, TestApp];
beforeAll(async () => {
  const server = async () => {
    const t = await createTestApp({
      now,
      loginGuard: { counter: await createRedisLoginCounter(url, prefix) },
    });
    await createUser(t.database.db, ADMIN);
    return t;
  };
  servers = [await server(), await server()];
});
afterAll(async () => {
  await Promise.all(servers.map((t) => t.close()));
});

describe('the Redis login counter', () => {
  it('counts attempts on both servers together: 5 of 30 parallel wrong passwords are checked', async () => {
    const responses = await inParallel(30, (i) =>
      loginFrom(servers[i % 2]!.app, '10.60.0.1', ADMIN.email, `guess ${i}`),
    );
    expect(countStatuses(responses)).toEqual({ 401: 5, 429: 25 });
    const [a, b] = servers;
    expect((await loginFrom(a.app, '10.60.0.1', ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    expect((await loginFrom(b.app, '10.60.0.1', ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    expect((await loginFrom(b.app, '10.60.0.2', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it("a success on one server clears that address's count on the other", async () => {
    const [a, b] = servers;
    for (let i = 0; i < 4; i++) {
      expect((await loginFrom(a.app, '10.60.1.1', ADMIN.email, `typo ${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom(b.app, '10.60.1.1', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    const again = await inParallel(6, (i) => loginFrom(a.app, '10.60.1.1', ADMIN.email, `typo ${i}`));
    expect(countStatuses(again)).toEqual({ 401: 5, 429: 1 });
  });
});

describe('createRedisLoginCounter', () => {
  expectLoginCounterContract(() => createRedisLoginCounter(url, `${prefix}unit:`));

  it('answers 503 (HttpError), not 500, while Redis cannot be reached', async () => {
    const lost = await createRedisLoginCounter(url, `${prefix}lost:`);
    await lost.close();
    await expect(lost.hit(['k'], new Date('2026-11-22T12:00:00Z'), 60_000)).rejects.toMatchObject({
      statusCode: 503,
      message: 'The login throttle is unavailable, retry shortly',
    });
  });
});

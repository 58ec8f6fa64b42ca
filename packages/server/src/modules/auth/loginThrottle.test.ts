/**
 * The login throttle under parallel requests (decision 014): each attempt is counted before its password is
 * checked, so 30 requests at once cannot all be checked; an account attacked from many addresses is slowed down
 * but its owner still gets in from a fresh address. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { createUser } from './users.ts';
import { MAX_ACCOUNT_DELAY_MS } from './loginGuard.ts';
import { countStatuses, inParallel, loginFrom } from './loginTesting.ts';

const START = new Date('2026-11-22T12:00:00Z');
let now = START;
const waits: number[] = [];
let t: TestApp;

const ADMIN = { email: 'admin@pallone.test', password: 'the admin password 1' };

beforeAll(async () => {
  t = await createTestApp({
    now: () => now,
    loginGuard: { wait: async (ms) => void waits.push(ms) },
  });
  await createUser(t.database.db, ADMIN);
});
afterAll(() => t.close());

const login = (ip: string, email: string, password: string) => loginFrom(t.app, ip, email, password);

describe('POST /auth/login under parallel attempts', () => {
  it('checks only 5 of 30 parallel wrong passwords from one address; the others get 429 with Retry-After', async () => {
    const responses = await inParallel(30, (i) => login('10.10.0.1', ADMIN.email, `guess ${i}`));
    expect(countStatuses(responses)).toEqual({ 401: 5, 429: 25 });
    const throttled = responses.find((response) => response.statusCode === 429);
    expect(throttled?.headers['retry-after']).toBe('900');
    expect(throttled?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Troppi tentativi: riprova tra 15 minuti',
    });
    // That address stays throttled for that account, even with the right password …
    expect((await login('10.10.0.1', ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    // … while the admin, from their own address, gets in.
    expect((await login('10.10.0.2', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('lets one address try 20 accounts in a window, then answers 429 on any account', async () => {
    const responses = await inParallel(30, (i) => login('10.20.0.1', `spray${i}@pallone.test`, 'whatever'));
    expect(countStatuses(responses)).toEqual({ 401: 20, 429: 10 });
    expect((await login('10.20.0.1', ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    expect((await login('10.20.0.2', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('slows down, but never locks, an account attacked from 30 addresses: its owner still logs in', async () => {
    const victim = { email: 'victim@pallone.test', password: 'victim password 1' };
    await createUser(t.database.db, victim);
    waits.length = 0;
    const responses = await inParallel(30, (i) => login(`10.30.0.${i}`, victim.email, `guess ${i}`));
    expect(countStatuses(responses)).toEqual({ 401: 30 });
    // The first 10 attempts on the account are not slowed; the next 20 wait longer and longer, up to the cap.
    expect(waits).toHaveLength(20);
    expect(Math.max(...waits)).toBe(MAX_ACCOUNT_DELAY_MS);
    const owner = await login('10.30.1.1', victim.email, victim.password);
    expect(owner.statusCode).toBe(200);
    expect(waits.at(-1)).toBe(MAX_ACCOUNT_DELAY_MS);
  });

  it("a success clears that address's count for the account: five more tries before 429", async () => {
    const user = { email: 'forgetful@pallone.test', password: 'forgetful password 1' };
    await createUser(t.database.db, user);
    for (let i = 0; i < 4; i++)
      expect((await login('10.40.0.1', user.email, `typo ${i}`)).statusCode).toBe(401);
    expect((await login('10.40.0.1', user.email, user.password)).statusCode).toBe(200);
    const again = await inParallel(6, (i) => login('10.40.0.1', user.email, `typo ${i}`));
    expect(countStatuses(again)).toEqual({ 401: 5, 429: 1 });
  });

  it('lets the address try again once the 15-minute window has passed', async () => {
    const blocked = await inParallel(6, (i) => login('10.50.0.1', ADMIN.email, `guess ${i}`));
    expect(countStatuses(blocked)).toEqual({ 401: 5, 429: 1 });
    now = new Date(START.getTime() + 14 * 60_000);
    const stillBlocked = await login('10.50.0.1', ADMIN.email, ADMIN.password);
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.headers['retry-after']).toBe('60');
    now = new Date(START.getTime() + 15 * 60_000);
    expect((await login('10.50.0.1', ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('counts any email text without a 5xx: 254 characters, a lone surrogate', async () => {
    const long = await login('10.60.0.1', 'x'.repeat(254), 'whatever');
    expect(long.statusCode).toBe(401);
    expect(long.json().message).toBe('Email o Password errate!');
    // PGlite looks it up (401); PostgreSQL refuses the text when looking it up (400 naming the field).
    const odd = await login('10.60.0.1', '\ud800', 'whatever');
    expect(odd.statusCode === 401 || (odd.statusCode === 400 && odd.json().field === 'email')).toBe(true);
  });
});

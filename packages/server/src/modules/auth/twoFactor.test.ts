/**
 * Two-factor login on the real routes (decision 048), on an injected clock: enrol with a code, log in in two
 * steps, a code or recovery code never works twice, the challenge is no session, and when an admin requires
 * two-factor a user without it enrols at the next login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieValue,
  createStaffTestApp,
  sessionFrom,
  type Session,
  type StaffTestApp,
} from '../backoffice/staffTestApp.ts';
import { base32Decode, totpAt } from './totp.ts';
import { createUser } from './users.ts';

let now = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const PASSWORD = 'a long enough password';
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ now: () => now });
  await createUser(t.database.db, { email: 'anna@pallone.test', password: PASSWORD, role: 'editor' });
  await createUser(t.database.db, { email: 'bruno@pallone.test', password: PASSWORD, role: 'author' });
});
afterAll(() => t.close());

const codeOf = (secret: string) => totpAt(base32Decode(secret), now);
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

async function sessionOf(email: string): Promise<Session> {
  return sessionFrom(await t.login(email, PASSWORD));
}

describe('two-factor login', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols a signed-in user: a secret and otpauth URI, then ten recovery codes for a right code', async () => {
    const anna = await sessionOf('anna@pallone.test');
    const setup = await t.staff({ method: 'POST', url: '/api/v1/auth/totp/setup', payload: {} }, anna);
    secret = setup.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json().otpauthUri).toContain(`otpauth://totp/Pallone:anna%40pallone.test?secret=${secret}`);

    const wrong = await t.staff(
      { method: 'POST', url: '/api/v1/auth/totp/confirm', payload: { code: '000000' } },
      anna,
    );
    expect(wrong.statusCode).toBe(400);
    const confirmed = await t.staff(
      { method: 'POST', url: '/api/v1/auth/totp/confirm', payload: { code: codeOf(secret) } },
      anna,
    );
    recoveryCodes = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
  });

  it('asks for the code after the password, and accepts each code once', async () => {
    later(30);
    const first = await t.login('anna@pallone.test', PASSWORD);
    expect(first.json()).toEqual({ twoFactor: 'code', challenge: expect.any(String) });
    const { challenge } = first.json();

    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verifyToken',
      headers: { authorization: `Bearer ${challenge}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const wrong = await post('/auth/login/code', { challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Codice non valido');
    const right = await post('/auth/login/code', { challenge, code: codeOf(secret) });
    expect(right.json().user).toMatchObject({ email: 'anna@pallone.test', role: 'editor' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verifyToken',
      headers: { authorization: `Bearer ${right.json().token}` },
    });
    expect(check.json().twoFactor).toBe(true);

    const replay = await post('/auth/login/code', { challenge, code: codeOf(secret) });
    expect(replay.statusCode).toBe(401);
  });

  it('takes a recovery code once, and no challenge after five minutes', async () => {
    const { challenge } = (await t.login('anna@pallone.test', PASSWORD)).json();
    const recovery = recoveryCodes[3] ?? '';
    expect((await post('/auth/login/code', { challenge, code: recovery.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/login/code', { challenge, code: recovery })).statusCode).toBe(401);
    later(5 * 60 + 1);
    const expired = await post('/auth/login/code', { challenge, code: codeOf(secret) });
    expect(expired.json().message).toBe('Accesso scaduto: ripeti il login');
  });

  it('makes a user without two-factor enrol at login once an admin requires it', async () => {
    const required = await t.staff({
      method: 'PUT',
      url: '/api/v1/backoffice/staffSettings',
      payload: { requireTwoFactor: true },
    });
    expect(required.json()).toEqual({ requireTwoFactor: true });

    const login = await t.login('bruno@pallone.test', PASSWORD);
    expect(login.json().twoFactor).toBe('enrol');
    const { challenge } = login.json();
    const setup = await post('/auth/totp/setup', { challenge });
    const brunoSecret = setup.json().secret as string;
    const confirmed = await post('/auth/totp/confirm', { challenge, code: codeOf(brunoSecret) });
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const session = confirmed.json().session;
    expect(session.user).toMatchObject({ email: 'bruno@pallone.test', role: 'author' });

    const xsrf = cookieValue(confirmed, 'XSRF-TOKEN') ?? '';
    later(30);
    const disable = await t.staff(
      { method: 'POST', url: '/api/v1/auth/totp/disable', payload: { code: codeOf(brunoSecret) } },
      { token: session.token, xsrf },
    );
    expect(disable.statusCode).toBe(403);
    expect((await t.login('bruno@pallone.test', PASSWORD)).json().twoFactor).toBe('code');
  });
});

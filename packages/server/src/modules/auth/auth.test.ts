/**
 * Login, token check, expired / tampered / alg:none tokens and the XSRF rule. The brute-force throttle has its own
 * tests (loginThrottle.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { cookieValue, createStaffTestApp, STAFF, type StaffTestApp } from '../backoffice/staffTestApp.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

let t: StaffTestApp;
/** The server's clock: tokens are issued and checked against it, never against the wall clock. */
const LOGIN_TIME = new Date('2026-11-22T12:00:00Z');
let clock = LOGIN_TIME;
beforeAll(async () => {
  t = await createStaffTestApp({ now: () => clock });
});
afterAll(() => t.close());

const verify = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/verifyToken',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /auth/login', () => {
  it('answers a token, the user and the XSRF-TOKEN cookie; the email is trimmed and lower-cased', async () => {
    const response = await t.login(`  ${STAFF.email.toUpperCase()} `, STAFF.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ id: expect.any(Number), email: STAFF.email, role: 'admin' });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeUndefined();
    expect((await verify(body.token)).json()).toEqual({ user: body.user, twoFactor: false });
  });

  it('answers 401 "Email o Password errate!" to a wrong password or an unknown email', async () => {
    for (const [email, password] of [
      [STAFF.email, 'wrong password!'],
      ['nobody@pallone.test', STAFF.password],
    ] as const) {
      const response = await t.login(email, password, '10.0.0.9');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Email o Password errate!');
    }
  });

  it('is open without the public basic auth, and rejects a malformed body with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.it' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('password');
  });
});

describe('GET /auth/verifyToken', () => {
  it('answers 401 without a token, with a tampered one, alg none or a foreign secret', async () => {
    const { token } = await t.session();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '999', email: 'boss@pallone.test' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const now = Math.floor(clock.getTime() / 1000);
    const unsecured = new UnsecuredJWT({ email: STAFF.email })
      .setSubject(String(claims.sub))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti('x')
      .setExpirationTime(now + 3600)
      .encode();
    const foreign = await new SignJWT({ email: STAFF.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti('x')
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another secret that is long enough!!'));
    const noHeader = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verifyToken' });
    expect(noHeader.statusCode).toBe(401);
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      unsecured,
      foreign,
      'nonsense',
    ]) {
      expect((await verify(bad)).statusCode).toBe(401);
    }
  });

  it('keeps a session for 8 hours after login and answers 401 from then on', async () => {
    const { token } = (await t.login()).json() as { token: string };
    try {
      clock = new Date(LOGIN_TIME.getTime() + 8 * 3600 * 1000 - 1000);
      const ok = await verify(token);
      expect(ok.statusCode).toBe(200);
      expect(cookieValue(ok, 'XSRF-TOKEN')).toMatch(/^[\w-]{43}$/);
      clock = new Date(LOGIN_TIME.getTime() + 8 * 3600 * 1000 + 1000);
      expect((await verify(token)).statusCode).toBe(401);
    } finally {
      clock = LOGIN_TIME;
    }
  });
});

describe('XSRF', () => {
  const paginate = {
    method: 'POST' as const,
    url: '/api/v1/backoffice/news/getPaginated',
    payload: { page: 1 },
  };

  it('accepts a state-changing call that echoes the cookie', async () => {
    expect((await t.staff(paginate)).statusCode).toBe(200);
  });

  it('answers 403 when the header is missing, wrong, or the cookie is missing', async () => {
    const session = await t.session();
    const wrong = await t.staff({
      ...paginate,
      headers: { 'x-xsrf-token': 'x'.repeat(43) },
      cookies: { 'XSRF-TOKEN': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    const missing = await t.app.inject({
      ...paginate,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(missing.statusCode).toBe(403);
    const noCookie = await t.app.inject({
      ...paginate,
      headers: { authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.xsrf },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it("binds the token to the session: another login's XSRF value is refused", async () => {
    const session = await t.session();
    const other = cookieValue(await t.login(), 'XSRF-TOKEN') ?? '';
    expect(other).not.toBe(session.xsrf);
    const response = await t.staff({
      ...paginate,
      headers: { 'x-xsrf-token': other },
      cookies: { 'XSRF-TOKEN': other },
    });
    expect(response.statusCode).toBe(403);
  });
});

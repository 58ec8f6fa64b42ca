/**
 * Walks the OpenAPI document: every operation marked `security: bearerAuth` answers 401 without a token, with
 * only the public basic auth, and with a forged token; every write (POST/PUT/PATCH/DELETE) outside the public
 * reads is staff-only. Back-office GETs are never cached publicly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { createStaffTestApp, type StaffTestApp } from './staffTestApp.ts';
import { withoutXsrf } from './testSectionChecks.ts';

interface Operation {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
}

/** Public calls that use POST for reading (filters in the body) or for the open newsletter sign-up and login. */
const PUBLIC_POSTS = [
  /\/getPaginated(Simplified)?$/,
  /\/predictions\/getPaginated$/,
  /\/newsletter$/,
  /\/auth\/login$/,
  // The second login step and enrolling at login carry the login's challenge instead of a session (decision 048).
  /\/auth\/login\/code$/,
  /\/auth\/totp\/(setup|confirm)$/,
];

let t: StaffTestApp;
let operations: Operation[] = [];
beforeAll(async () => {
  t = await createStaffTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      security: operation.security,
    })),
  );
});
afterAll(() => t.close());

const isStaff = (operation: Operation) =>
  operation.security?.some((scheme) => 'bearerAuth' in scheme) ?? false;
/** The live feed's POST /feed/events has its own Bearer token (modules/feed/events.test.ts). */
const isFeed = (operation: Operation) => operation.security?.some((scheme) => 'feedToken' in scheme) ?? false;
const url = (path: string) => path.replace(/\{\w+\}/g, '1');

describe('back-office routes in the OpenAPI document', () => {
  it('lists the SPEC §7 back-office calls as bearerAuth', () => {
    const staff = operations.filter(isStaff).map((operation) => `${operation.method} ${operation.path}`);
    expect(staff).toEqual(
      expect.arrayContaining([
        'POST /api/v1/news',
        'PUT /api/v1/news',
        'DELETE /api/v1/backoffice/news/{id}',
        'POST /api/v1/backoffice/news/getPaginated',
        'GET /api/v1/backoffice/dashboard',
        'GET /api/v1/auth/verifyToken',
      ]),
    );
  });

  it('marks every write that is not a public read as staff-only', () => {
    const writes = operations.filter((operation) => operation.method !== 'GET');
    const unprotected = writes.filter(
      (operation) =>
        !isStaff(operation) && !isFeed(operation) && !PUBLIC_POSTS.some((re) => re.test(operation.path)),
    );
    expect(unprotected).toEqual([]);
  });

  it('answers 401 to every staff operation without a token, with basic auth only, or with a forged token', async () => {
    const forged = `eyJhbGciOiJub25lIn0.${Buffer.from('{"sub":"1"}').toString('base64url')}.`;
    for (const operation of operations.filter(isStaff)) {
      for (const authorization of [undefined, BASIC_AUTH_HEADER, `Bearer ${forged}`]) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: url(operation.path),
          headers: authorization ? { authorization } : {},
          payload: operation.method === 'GET' ? undefined : {},
        });
        expect({ op: `${operation.method} ${operation.path}`, status: response.statusCode }).toEqual({
          op: `${operation.method} ${operation.path}`,
          status: 401,
        });
      }
    }
  });

  it('keeps a public route behind basic auth even when a Bearer header is sent', async () => {
    const response = await withoutXsrf(t, { method: 'GET', url: '/api/v1/news/home' });
    expect(response.statusCode).toBe(401);
  });

  it('sends back-office reads with Cache-Control no-store', async () => {
    const response = await t.staff({ method: 'GET', url: '/api/v1/backoffice/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

/**
 * Test helper: the API on a private seeded database with a temporary uploads folder and one staff user, plus
 * `login()` and `staff()` (a request with the Bearer token, the XSRF cookie and header).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { TEST_CREDENTIALS, BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createUser, type StaffRole } from '../auth/users.ts';

export const STAFF = { email: 'editor@pallone.test', password: 'correct horse battery staple' };

export interface Session {
  token: string;
  xsrf: string;
}

export interface StaffTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  uploadsDir: string;
  login(email?: string, password?: string, ip?: string): Promise<LightMyRequestResponse>;
  session(): Promise<Session>;
  staff(options: InjectOptions, session?: Session): Promise<LightMyRequestResponse>;
  publicGet(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The session a login's answer opens: its token and its XSRF cookie. */
export function sessionFrom(login: LightMyRequestResponse): Session {
  return { token: login.json().token as string, xsrf: cookieValue(login, 'XSRF-TOKEN') ?? '' };
}

/** One staff user per role (`{role}.{tag}@pallone.test`, with `password`), created and logged in: their sessions. */
export async function roleSessions(
  t: StaffTestApp,
  roles: readonly StaffRole[],
  tag: string,
  password: string,
): Promise<Partial<Record<StaffRole, Session>>> {
  const sessions: Partial<Record<StaffRole, Session>> = {};
  for (const role of roles) {
    const email = `${role}.${tag}@pallone.test`;
    await createUser(t.database.db, { email, password, role });
    sessions[role] = sessionFrom(await t.login(email, password));
  }
  return sessions;
}

export interface StaffTestAppOptions {
  /** The server's clock (default: the wall clock). */
  now?: () => Date;
}

export async function createStaffTestApp(options: StaffTestAppOptions = {}): Promise<StaffTestApp> {
  const database = await createSeededTestDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'pallone-uploads-'));
  const app = await buildApp({
    db: database.db,
    config: {
      publicApiUser: TEST_CREDENTIALS.user,
      publicApiPassword: TEST_CREDENTIALS.password,
      cacheMaxAgeSeconds: 60,
    },
    backoffice: { uploadsDir },
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  await createUser(database.db, STAFF);
  const login = (email = STAFF.email, password = STAFF.password, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  let cached: Session | undefined;
  const session = async () => {
    if (cached) return cached;
    cached = sessionFrom(await login());
    return cached;
  };
  return {
    app,
    database,
    uploadsDir,
    login,
    session,
    staff: async (options, given) => {
      const { token, xsrf } = given ?? (await session());
      return app.inject({
        ...options,
        headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, ...options.headers },
        cookies: { 'XSRF-TOKEN': xsrf, ...options.cookies },
      });
    },
    publicGet: (url) => app.inject({ method: 'GET', url, headers: { authorization: BASIC_AUTH_HEADER } }),
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's staff app (`createStaffTestApp`): built before the file's first test (beforeAll) and closed
 * after its last (afterAll), like `testAppPerFile`. Call it at the top level of a test file.
 */
export function staffTestAppPerFile(options: StaffTestAppOptions = {}): StaffTestApp {
  let built: StaffTestApp | undefined;
  beforeAll(async () => {
    built = await createStaffTestApp(options);
  });
  afterAll(() => built?.close());
  return new Proxy({} as StaffTestApp, {
    get(_target, key) {
      if (!built) throw new Error('the staff test app is built in beforeAll: use it inside a test or a hook');
      return Reflect.get(built, key);
    },
  });
}

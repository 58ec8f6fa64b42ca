/** Builds the API on a private seeded database for one test file, with helpers for authenticated requests. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createSeededTestDatabase } from './seededDatabase.ts';
import type { TestDatabase } from '../db/testDatabase.ts';

export const TEST_CREDENTIALS = { user: 'test-user', password: 'test-password' };
export const BASIC_AUTH_HEADER = `Basic ${Buffer.from(`${TEST_CREDENTIALS.user}:${TEST_CREDENTIALS.password}`).toString('base64')}`;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** GET with the public credentials; `language` sets Accept-Language. */
  get(
    url: string,
    options?: { language?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The live feed's token (FEED_TOKEN); unset, the feed answers 404. */
  feedToken?: string;
  /** The server's clock (default: the wall clock). */
  now?: () => Date;
  /** PALLONE_SITE_ORIGIN: the origin feeds and sitemaps link to (unset: the request's Host). */
  siteOrigin?: string;
  /** The scheduled sync's sources and interval (its first pass runs when the app is ready). */
  sync?: BuildAppOptions['sync'];
  /** Login throttling: another counter (Redis) and a wait that records instead of sleeping. */
  loginGuard?: BuildAppOptions['loginGuard'];
  /** PALLONE_TRUST_PROXY: the proxies whose X-Forwarded-For is believed. */
  trustProxy?: string | number;
  /** PALLONE_SAMPLE_CONTENT: false hides the seed's sample rows from the public reads. */
  sampleContent?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createSeededTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: {
      publicApiUser: TEST_CREDENTIALS.user,
      publicApiPassword: TEST_CREDENTIALS.password,
      cacheMaxAgeSeconds: 60,
      ...(options.feedToken !== undefined ? { feedToken: options.feedToken } : {}),
      ...(options.siteOrigin !== undefined ? { siteOrigin: options.siteOrigin } : {}),
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
      ...(options.sampleContent !== undefined ? { sampleContent: options.sampleContent } : {}),
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.sync ? { sync: options.sync } : {}),
    ...(options.loginGuard ? { loginGuard: options.loginGuard } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    get: (url, options = {}) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          authorization: BASIC_AUTH_HEADER,
          ...(options.language ? { 'accept-language': options.language } : {}),
          ...options.headers,
        },
      }),
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

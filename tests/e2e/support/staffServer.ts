/**
 * The set-up of the back-office browser tests: the real server (built site required) with a first-start admin, a
 * private uploads folder, a JWT secret and `PALLONE_NOW`, and browser contexts as an Italian editor in Rome whose
 * clock starts at the same instant (so "now" in a form is the server's now), recording console and page errors.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectBrowserErrors, type BrowserErrors } from './browserErrors.ts';
import { launchChromium } from './chromium.ts';
import { useForFile } from './fileScoped.ts';
import { startApiServer, type ApiServer } from './startApiServer.ts';

const siteBuild = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../site/build/server/index.js',
);

export interface StaffServer {
  api: ApiServer;
  stop(): Promise<void>;
}

export interface StaffAccount {
  email: string;
  password: string;
}

export interface StaffServerOptions {
  admin: StaffAccount;
  now: Date;
  /** Names the JWT secret and the uploads folder. */
  name: string;
}

export async function startStaffServer(options: StaffServerOptions): Promise<StaffServer> {
  if (!existsSync(siteBuild)) throw new Error(`${siteBuild} is missing: run \`npm run build\` first`);
  const uploads = await mkdtemp(path.join(tmpdir(), `pallone-e2e-${options.name}-`));
  const api = await startApiServer({
    env: {
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      UPLOADS_DIR: uploads,
      JWT_SECRET: `e2e-${options.name}-`.padEnd(48, 'x'),
      PALLONE_NOW: options.now.toISOString(),
    },
  });
  return {
    api,
    stop: async () => {
      await api.stop();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

export interface StaffContext {
  context: BrowserContext;
  errors: BrowserErrors;
  page: Page;
}

export async function newStaffContext(browser: Browser, now: Date): Promise<StaffContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    httpCredentials: { username: 'pallone', password: 'pallone' },
  });
  await context.clock.install({ time: now });
  context.setDefaultTimeout(15_000);
  const errors = collectBrowserErrors(context);
  return { context, errors, page: await context.newPage() };
}

/**
 * The server's clock as this test sees it: the `iat` of the staff token the page holds (signed by the server's
 * PALLONE_NOW clock) moved on by the monotonic time elapsed here since it was read. No calendar date is read.
 */
export async function serverClock(page: Page): Promise<() => Date> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  const { iat } = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
  };
  const readAt = performance.now();
  return () => new Date(iat * 1000 + 500 + (performance.now() - readAt));
}

export interface StaffBrowser {
  readonly server: StaffServer;
  /** The server's origin. */
  readonly origin: string;
  readonly browser: Browser;
  /** The first staff context (the admin's), the errors it recorded and its page. */
  readonly context: BrowserContext;
  readonly errors: BrowserErrors;
  readonly admin: Page;
  /** Another staff context on the same browser and clock (another user's). */
  newContext(): Promise<StaffContext>;
}

/**
 * The set-up of a back-office test file, in one call at its top: before the file a staff server, Chromium and
 * the admin's context; after it, both stopped. Read the fields once the file's beforeAll has run.
 */
export function useStaffBrowser(options: StaffServerOptions): StaffBrowser {
  const server = useForFile(
    () => startStaffServer(options),
    (staffServer) => staffServer.stop(),
  );
  const browser = useForFile(launchChromium, (chromium) => chromium.close());
  const first = useForFile(() => newStaffContext(browser(), options.now));
  return {
    get server() {
      return server();
    },
    get origin() {
      return server().api.origin;
    },
    get browser() {
      return browser();
    },
    get context() {
      return first().context;
    },
    get errors() {
      return first().errors;
    },
    get admin() {
      return first().page;
    },
    newContext: () => newStaffContext(browser(), options.now),
  };
}

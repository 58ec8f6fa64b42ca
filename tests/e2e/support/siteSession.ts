/**
 * The set-up most site browser tests repeat, in one call at the top of a test file: checks the site build,
 * starts the real API (`startApiServer` options, e.g. `env: { PALLONE_NOW }`) and Chromium before the file,
 * stops them after it, and after each test closes its visitors and fails it on any console or page error.
 * `visit` opens a visitor at a width and browser locale; `open` loads a path, expects 200 and waits until quiet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from './chromium.ts';
import { openVisitor, waitForQuiet, type SiteVisitor } from './siteVisitor.ts';
import { startApiServer, type ApiServer, type StartApiServerOptions } from './startApiServer.ts';

const siteBuild = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../site/build/server/index.js',
);

export interface SiteSession {
  /** The running API's origin (set once the file's beforeAll has run). */
  readonly origin: string;
  visit(width: number, locale: string): Promise<Page>;
  open(page: Page, pathname: string): Promise<void>;
}

export function useSiteSession(options: StartApiServerOptions = {}): SiteSession {
  let api: ApiServer | undefined;
  let browser: Browser | undefined;
  let visitors: SiteVisitor[] = [];

  beforeAll(async () => {
    if (!existsSync(siteBuild)) throw new Error(`${siteBuild} is missing: run \`npm run build\` first`);
    [api, browser] = await Promise.all([startApiServer(options), launchChromium()]);
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  afterEach(async () => {
    const errors = visitors.flatMap((visitor) => visitor.errors);
    await Promise.all(visitors.map((visitor) => visitor.context.close()));
    visitors = [];
    expect(errors).toEqual([]);
  });

  return {
    get origin() {
      return api!.origin;
    },
    async visit(width, locale) {
      const visitor = await openVisitor(browser!, api!.origin, { width, locale });
      visitors.push(visitor);
      return visitor.page;
    },
    async open(page, pathname) {
      const response = await page.goto(api!.origin + pathname, { waitUntil: 'load' });
      expect(response?.status(), pathname).toBe(200);
      await waitForQuiet(page);
    },
  };
}

/**
 * The set-up most site browser tests repeat, in one call at the top of a test file: checks the site build,
 * starts the real API (`startApiServer` options, e.g. `env: { PALLONE_NOW }`) and Chromium before the file,
 * stops them after it, and after each test closes its visitors and fails it on any console or page error.
 * `visit` opens a visitor at a width and browser locale; `open` loads a path, expects 200 and waits until quiet.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { useSiteServer } from './siteServer.ts';
import { openVisitor, waitForQuiet, type SiteVisitor } from './siteVisitor.ts';
import type { StartApiServerOptions } from './startApiServer.ts';

export interface SiteSession {
  /** The running API's origin (set once the file's beforeAll has run). */
  readonly origin: string;
  visit(width: number, locale: string): Promise<Page>;
  open(page: Page, pathname: string): Promise<void>;
}

export function useSiteSession(options: StartApiServerOptions = {}): SiteSession {
  const server = useSiteServer(options);
  let visitors: SiteVisitor[] = [];

  afterEach(async () => {
    const errors = visitors.flatMap((visitor) => visitor.errors);
    await Promise.all(visitors.map((visitor) => visitor.context.close()));
    visitors = [];
    expect(errors).toEqual([]);
  });

  return {
    get origin() {
      return server.api.origin;
    },
    async visit(width, locale) {
      const visitor = await openVisitor(server.browser, server.api.origin, { width, locale });
      visitors.push(visitor);
      return visitor.page;
    },
    async open(page, pathname) {
      const response = await page.goto(server.api.origin + pathname, { waitUntil: 'load' });
      expect(response?.status(), pathname).toBe(200);
      await waitForQuiet(page);
    },
  };
}

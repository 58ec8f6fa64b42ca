/**
 * A visitor of the public site in real Chromium: a fresh browser context (basic auth pallone:pallone, an Italian
 * browser unless told otherwise, the chosen viewport width) whose pages record every console error and uncaught
 * page error, with the URL it happened on. Nothing is filtered out: a test fails on any of them.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export interface SiteVisitor {
  context: BrowserContext;
  page: Page;
  /** `<url>: <message>` of every console error and page error seen so far. */
  errors: string[];
}

export interface VisitOptions {
  width?: number;
  /** The browser's language (its Accept-Language); the site chooses from it until the `lang` cookie is set. */
  locale?: string;
  /** Preset the cookie banner's choice (so the banner does not cover the page), or null to leave it unanswered. */
  consent?: 'granted' | 'denied' | null;
}

export const SITE_CREDENTIALS = { username: 'pallone', password: 'pallone' };

export async function openVisitor(
  browser: Browser,
  origin: string,
  { width = 1280, locale = 'it-IT', consent = 'denied' }: VisitOptions = {},
): Promise<SiteVisitor> {
  const context = await browser.newContext({
    httpCredentials: SITE_CREDENTIALS,
    locale,
    viewport: { width, height: width < 768 ? 812 : 900 },
  });
  if (consent) await context.addCookies([{ name: 'pallone_consent', value: consent, url: origin }]);
  const errors: string[] = [];
  context.on('page', (page) => watch(page, errors));
  const page = await context.newPage();
  return { context, page, errors };
}

/** Requests in flight per page, long-lived live streams left out (they never finish: issue #11). */
const inFlight = new WeakMap<Page, Set<unknown>>();
const isLongLived = (url: string) => url.includes('/live/stream');

/**
 * Waits until the page has loaded and no request but its live stream has been in flight for `idleMs`: what
 * Playwright's 'networkidle' meant before pages held a stream open. Only for pages of `openVisitor`.
 */
export async function waitForQuiet(page: Page, { idleMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const pending = inFlight.get(page);
  if (!pending) throw new Error('waitForQuiet: the page was not opened by openVisitor');
  const deadline = Date.now() + timeoutMs;
  let quietSince = pending.size === 0 ? Date.now() : Infinity;
  while (Date.now() - quietSince < idleMs) {
    if (Date.now() > deadline) throw new Error(`network not quiet after ${timeoutMs} ms on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (pending.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

/**
 * Waits until React has hydrated the element (it has attached its props to it): a click before that is the
 * browser's own (a link loads a whole new document), not the site's. The page's hydration runs in a transition and
 * can end well after the network went quiet on a busy machine.
 */
export async function waitForHydration(element: Locator, { timeoutMs = 15_000 } = {}): Promise<void> {
  await element.waitFor();
  await element
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$')),
      await element.elementHandle(),
      { timeout: timeoutMs },
    );
}

function watch(page: Page, errors: string[]) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isLongLived(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
}

/**
 * A visitor of the public site in real Chromium: a fresh browser context (basic auth pallone:pallone, an Italian
 * browser unless told otherwise, the chosen viewport width) whose pages record every console error and uncaught
 * page error, with the URL it happened on. Nothing is filtered out: a test fails on any of them.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

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

function watch(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
}

/**
 * Every console error and uncaught page error in a browser context, with the URL it came from, so a test can
 * demand none on the pages it visits. `expect404(url)` allows the one console line Chromium logs for a page the
 * test navigates to on purpose to see its 404; `expectStatus(url, status)` the same for a call the test makes
 * fail on purpose (a refused write, a wrong code).
 */
import type { BrowserContext } from 'playwright-core';

export interface BrowserErrors {
  /** The errors so far, as `url: text`. */
  list(): string[];
  expect404(url: string): void;
  expectStatus(url: string, status: number): void;
}

export function collectBrowserErrors(context: BrowserContext): BrowserErrors {
  const errors: { url: string; text: string }[] = [];
  const allowed = new Set<string>();
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push({ url: message.location().url, text: message.text() });
  });
  context.on('weberror', (error) =>
    errors.push({ url: error.page()?.url() ?? '', text: error.error().message }),
  );
  const expected = ({ url, text }: { url: string; text: string }) => {
    const status = /status of (\d{3})/.exec(text)?.[1];
    return status !== undefined && allowed.has(`${status} ${url}`);
  };
  return {
    list: () => errors.filter((error) => !expected(error)).map(({ url, text }) => `${url}: ${text}`),
    expect404: (url) => allowed.add(`404 ${url}`),
    expectStatus: (url, status) => allowed.add(`${status} ${url}`),
  };
}

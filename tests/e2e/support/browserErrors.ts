/**
 * Every console error and uncaught page error in a browser context, with the URL it came from, so a test can
 * demand none on the pages it visits. `expect404(url)` allows the one console line Chromium logs for a page the
 * test navigates to on purpose to see its 404.
 */
import type { BrowserContext } from 'playwright-core';

export interface BrowserErrors {
  /** The errors so far, as `url: text`. */
  list(): string[];
  expect404(url: string): void;
}

export function collectBrowserErrors(context: BrowserContext): BrowserErrors {
  const errors: { url: string; text: string }[] = [];
  const allowed404 = new Set<string>();
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push({ url: message.location().url, text: message.text() });
  });
  context.on('weberror', (error) =>
    errors.push({ url: error.page()?.url() ?? '', text: error.error().message }),
  );
  const expected = ({ url, text }: { url: string; text: string }) =>
    allowed404.has(url) && /status of 404/.test(text);
  return {
    list: () => errors.filter((error) => !expected(error)).map(({ url, text }) => `${url}: ${text}`),
    expect404: (url) => allowed404.add(url),
  };
}

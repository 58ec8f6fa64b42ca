/**
 * Adds the embed's `<script>` to a partner page and waits until every widget has mounted: by default the page's
 * own copy (`/pallone-widgets.js`, see embedFiles.ts) pointed at the API by `data-api-base`; with `src` the
 * script as a partner pastes it, from the API server, whose origin it takes as the API's (`apiBase` null).
 */
import type { Page } from 'playwright-core';

export async function addEmbedScript(
  page: Page,
  apiBase: string | null,
  widgets: number,
  src = '/pallone-widgets.js',
): Promise<void> {
  await page.evaluate(
    ({ base, url }) => {
      const script = document.createElement('script');
      script.src = url;
      if (base) script.dataset.apiBase = base;
      document.body.append(script);
    },
    { base: apiBase, url: src },
  );
  await page.waitForFunction((count) => window.PalloneWidgets?.mounted.length === count, widgets, {
    timeout: 20_000,
  });
}

declare global {
  /** What the embed script exposes on a partner page. */
  interface Window {
    PalloneWidgets?: { mounted: readonly Element[] };
  }
}

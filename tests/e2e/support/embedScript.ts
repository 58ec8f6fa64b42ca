/** Adds the embed's `<script>` to a partner page, pointed at the API, and waits until every widget has mounted. */
import type { Page } from 'playwright-core';

export async function addEmbedScript(page: Page, apiBase: string, widgets: number): Promise<void> {
  await page.evaluate((base) => {
    const script = document.createElement('script');
    script.src = '/pallone-widgets.js';
    script.dataset.apiBase = base;
    document.body.append(script);
  }, apiBase);
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

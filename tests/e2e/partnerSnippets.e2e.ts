/**
 * The partner guide's snippets as a partner pastes them: each one alone on a page at 375 px, with the script tag
 * pointing at the real server's `/embed/v1/pallone-widgets.js` (another origin than the page: the script imports
 * its chunks from next to itself) against the real API with the real data, must mount its widget and settle
 * without the error state; so must a snippet loaded through the pinned, versioned script URL. Then the guide itself (rendered to static HTML, its previews mounted by the same script), Italian and
 * English at 375 and 1280 px, must have no axe violation and no console error. "Now" is 2025-05-18 10:00 UTC for
 * the server (PALLONE_NOW) and the browser (a fixed clock): a Serie A matchday, so "today" has matches.
 * Needs `npm run build` first.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SNIPPETS, snippetHtml } from '../../stories/Embed/partnerSnippets.ts';
import { collectBrowserErrors, type BrowserErrors } from './support/browserErrors.ts';
import { launchChromium } from './support/chromium.ts';
import { assertEmbedBuilt } from './support/embedFiles.ts';
import { addEmbedScript } from './support/embedScript.ts';
import { axeViolations } from './support/pageChecks.ts';
import { startApiServer, type ApiServer } from './support/startApiServer.ts';
import { startStaticServer, type StaticServer } from './support/staticServer.ts';
import { renderGuide } from './support/staticGuide.ts';

const NOW = '2025-05-18T10:00:00Z';
const LANGUAGES = ['it', 'en'] as const;
const STABLE_SCRIPT = '/embed/v1/pallone-widgets.js';

let api: ApiServer;
let site: StaticServer;
let browser: Browser;

const html = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title></head><body><main>${body}</main></body></html>`;

/** The state every widget on the page has settled in: `ready` once none is loading and none shows an error. */
function widgetStates(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-pallone-widget]')].map((host) => {
      const shadow = host.shadowRoot;
      if (!shadow?.querySelector('section')) return 'not mounted';
      if (shadow.querySelector('[data-state="error"]')) return 'error';
      if (shadow.querySelector('[data-state="loading"], [aria-busy="true"]')) return 'loading';
      return 'ready';
    }),
  );
}

async function openPage(
  width: number,
  url: string,
): Promise<{ page: Page; context: BrowserContext; errors: BrowserErrors }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const errors = collectBrowserErrors(context);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  await page.goto(url);
  return { page, context, errors };
}

beforeAll(async () => {
  assertEmbedBuilt();
  const routes = {
    ...Object.fromEntries(
      PARTNER_SNIPPETS.map((snippet) => [
        `/${snippet.name}`,
        { type: 'text/html; charset=utf-8', body: html('it', snippetHtml(snippet)) },
      ]),
    ),
    ...Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (lang) => [
          `/guide-${lang}`,
          { type: 'text/html; charset=utf-8', body: html(lang, await renderGuide(lang)) },
        ]),
      ),
    ),
  };
  [api, site, browser] = await Promise.all([
    startApiServer({ env: { PALLONE_NOW: NOW } }),
    startStaticServer(routes),
    launchChromium(),
  ]);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), api?.stop()]);
});

describe('the partner guide', () => {
  it.each(PARTNER_SNIPPETS.map((snippet) => [snippet.name, snippet] as const))(
    'the %s snippet, pasted as is, mounts its widget without the error state at 375 px',
    async (_name, snippet) => {
      const { page, context, errors } = await openPage(375, `${site.origin}/${snippet.name}`);
      await addEmbedScript(page, null, 1, `${api.origin}${STABLE_SCRIPT}`);
      await expect.poll(() => widgetStates(page), { timeout: 30_000 }).toEqual(['ready']);
      const text = await page.evaluate(
        () => document.querySelector('[data-pallone-widget]')?.shadowRoot?.textContent ?? '',
      );
      expect(text.length).toBeGreaterThan(10);
      expect(errors.list()).toEqual([]);
      await context.close();
    },
  );

  it('the standings snippet works through the pinned script URL the stable one names', async () => {
    const stable = await fetch(`${api.origin}${STABLE_SCRIPT}`);
    const pinned = stable.headers.get('x-pallone-embed-versioned');
    expect(pinned).toMatch(/^\/embed\/v1\/pallone-widgets\.[0-9a-f]{10}\.js$/);
    const { page, context, errors } = await openPage(375, `${site.origin}/standings`);
    await addEmbedScript(page, null, 1, `${api.origin}${pinned}`);
    await expect.poll(() => widgetStates(page), { timeout: 30_000 }).toEqual(['ready']);
    expect(errors.list()).toEqual([]);
    await context.close();
  });

  it.each(LANGUAGES.flatMap((lang) => [375, 1280].map((width) => [lang, width] as const)))(
    'the %s guide at %i px mounts every preview and has no axe violation',
    async (lang, width) => {
      const { page, context, errors } = await openPage(width, `${site.origin}/guide-${lang}`);
      await addEmbedScript(page, null, PARTNER_SNIPPETS.length, `${api.origin}${STABLE_SCRIPT}`);
      await expect
        .poll(() => widgetStates(page), { timeout: 30_000 })
        .toEqual(PARTNER_SNIPPETS.map(() => 'ready'));
      expect(await axeViolations(page)).toEqual([]);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wider).toBeLessThanOrEqual(0);
      expect(errors.list()).toEqual([]);
      await context.close();
    },
  );
});

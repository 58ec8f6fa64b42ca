/**
 * The embed script on a hostile partner page in real Chromium (Debian's /usr/bin/chromium, never a downloaded
 * browser), against the real API with the real data: every widget renders and works inside its shadow root,
 * and the page's own elements look exactly as before. Needs `npm run build` first; run with `npm run test:e2e`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { embedRoutes } from './support/embedFiles.ts';
import { addEmbedScript } from './support/embedScript.ts';
import { startApiServer, type ApiServer } from './support/startApiServer.ts';
import { partnerPage } from './support/partnerPage.ts';
import { startStaticServer, type StaticServer } from './support/staticServer.ts';

const HOST_ELEMENTS = ['html', 'body', '#host-title', '#host-text', '#host-link', '#host-section'];
const STYLE_PROPERTIES = ['display', 'color', 'font-family', 'font-size', 'letter-spacing', 'text-transform'];

let api: ApiServer;
let site: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

function hostStyles(target: Page) {
  return target.evaluate(
    ({ selectors, properties }) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [selector, 'missing'];
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [selector, ...properties.map((name) => style.getPropertyValue(name)), box.left, box.width];
      }),
    { selectors: HOST_ELEMENTS, properties: STYLE_PROPERTIES },
  );
}

beforeAll(async () => {
  [api, site] = await Promise.all([
    startApiServer(),
    startStaticServer({
      '/': { type: 'text/html; charset=utf-8', body: partnerPage() },
      ...embedRoutes(),
    }),
  ]);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(site.origin);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), api?.stop()]);
});

describe('pallone-widgets.js on a hostile partner page', () => {
  let before: unknown;
  let headBefore: string;

  it('loads from another origin than the API and mounts every widget in its own shadow root', async () => {
    before = await hostStyles(page);
    headBefore = await page.evaluate(() => document.head.innerHTML);
    await addEmbedScript(page, api.origin, 7);
    // Mounted at once; each widget's own code (its chunk) may still be on its way, so its first render follows.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-pallone-widget]')].map((el) =>
            Boolean(el.shadowRoot?.querySelector('section')),
          ),
        ),
      )
      .toEqual(Array.from({ length: 7 }, () => true));
  });

  it('shows real standings in both copies, each in its own language and theme, despite display:none !important', async () => {
    const italian = page.locator('#standings-it');
    const english = page.locator('#standings-en');
    await expect.poll(() => italian.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(15);
    await expect.poll(() => english.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(15);
    expect(await italian.getByRole('row').filter({ hasText: 'Inter' }).count()).toBeGreaterThan(0);
    expect(await italian.getByRole('heading').first().textContent()).toMatch(/Classifica/);
    expect(await english.getByRole('heading').first().textContent()).toMatch(/Standings|Table/);
    expect(await english.locator('section[data-theme]').first().getAttribute('data-theme')).toBe('dark');
    const box = await italian.boundingBox();
    expect(box?.height).toBeGreaterThan(200);
    expect(await italian.getByRole('row').nth(1).isVisible()).toBe(true);
  });

  it('switches one copy to the home table without touching the other', async () => {
    const italian = page.locator('#standings-it');
    const home = italian.getByRole('tab', { name: 'Casa' });
    await home.click();
    await expect.poll(() => home.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => italian.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(15);
    const englishTotal = page.locator('#standings-en').getByRole('tab', { selected: true });
    expect(await englishTotal.textContent()).not.toMatch(/Home/);
  });

  it('renders the live scores of a real day and the timeline of a real match', async () => {
    const live = page.locator('#live-scores');
    await expect.poll(() => live.getByRole('link').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    const timeline = page.locator('#timeline');
    await expect.poll(() => timeline.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await timeline.locator('section').first().textContent()).toMatch(/Messi|Mbapp/);
  });

  it('compares two real teams and lists bonuses in the informational mode', async () => {
    const comparison = page.locator('#comparison');
    await expect.poll(() => comparison.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    const bonus = page.locator('#bonus');
    await expect.poll(() => bonus.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await bonus.getByRole('link').count()).toBe(0);
  });

  it('searches the real API as the visitor types, and gives the page its scroll back on close', async () => {
    const search = page.locator('#search');
    const input = search.getByRole('combobox').or(search.getByRole('searchbox')).first();
    await input.fill('Inter');
    await expect
      .poll(() => search.getByRole('link', { name: /Internazionale/ }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await search.getByText('Squadre').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await input.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it("leaves the page's own elements and head exactly as they were", async () => {
    expect(await hostStyles(page)).toEqual(before);
    expect(await page.evaluate(() => document.head.innerHTML)).toBe(headBefore);
    const styleTagsInPage = await page.evaluate(() => document.querySelectorAll('style').length);
    expect(styleTagsInPage).toBe(1);
    expect(pageErrors).toEqual([]);
    if (process.env.E2E_SCREENSHOT)
      await page.screenshot({ path: process.env.E2E_SCREENSHOT, fullPage: true });
  });

  it('mounts a widget added later, and unmounts it when removed', async () => {
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.dataset.palloneWidget = 'match-timeline';
      late.dataset.matchId = '64';
      late.dataset.lang = 'en';
      document.body.append(late);
    });
    const late = page.locator('#late');
    await expect.poll(() => late.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await page.evaluate(() => document.getElementById('late')?.remove());
    await expect.poll(() => page.evaluate(() => window.PalloneWidgets?.mounted.length)).toBe(7);
  });
});

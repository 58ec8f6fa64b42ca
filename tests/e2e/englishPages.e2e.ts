/**
 * Issue #15, point 9, in real Chromium against the real server: an English visitor (Accept-Language en, no
 * `lang` cookie) sees no Italian on the main pages at 375 and 1280 px, and a server started with
 * PALLONE_SAMPLE_CONTENT=off shows no sample news, bonus or bookmaker. Needs `npm run build` first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { openVisitor, SITE_CREDENTIALS, waitForQuiet, type SiteVisitor } from './support/siteVisitor.ts';
import { startApiServer, type ApiServer } from './support/startApiServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteBuild = path.join(root, 'site/build/server/index.js');
const WIDTHS = [375, 1280] as const;
const AUTHORIZATION = `Basic ${Buffer.from(`${SITE_CREDENTIALS.username}:${SITE_CREDENTIALS.password}`).toString('base64')}`;

/**
 * Italian words and phrases that must not show on an English page. Proper names are left out: team names
 * ("Parma Calcio 1913"), "Serie A", the product "Pallone", and the fictional sample authors' names.
 */
const ITALIAN = [
  /Tutti i numeri/,
  /\b(Bookmaker|Bonus) Esempio\b/,
  /\b[Bb]envenuto\b/,
  /\besempio\b/,
  /\b(Giornata|Classifica|Calendario|Marcatori|Stagione)\b/,
  /\b(Prossime partite|Ultimi risultati|Ultime news|Nessun|Nessuna)\b/,
  /\b(Pronostico|Pronostici|Consiglio|Squadre|Giocatori|Partite|Risultati)\b/,
  /\b(Leggi|Pagina|Successiva|Precedente|Scommesse|Gioca responsabilmente)\b/,
  /\b(della|delle|degli|racconto|segno|in numeri)\b/,
  // "Goal" is Italian betting's both-teams-to-score; English pages say so ("Goal difference" is English).
  /\b(No )?Goal\b(?! (difference|announcements))(?!!)/,
];

let api: ApiServer;
let withoutSamples: ApiServer;
let browser: Browser;
let visitors: SiteVisitor[] = [];

beforeAll(async () => {
  if (!existsSync(siteBuild)) throw new Error(`${siteBuild} is missing: run \`npm run build\` first`);
  [api, withoutSamples, browser] = await Promise.all([
    startApiServer(),
    startApiServer({ env: { PALLONE_SAMPLE_CONTENT: 'off' } }),
    launchChromium(),
  ]);
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([api?.stop(), withoutSamples?.stop()]);
});

// Every visited page must have loaded and run without a console error or page error.
afterEach(async () => {
  const errors = visitors.flatMap((visitor) => visitor.errors);
  await Promise.all(visitors.map((visitor) => visitor.context.close()));
  visitors = [];
  expect(errors).toEqual([]);
});

async function englishVisitor(width: number): Promise<Page> {
  const visitor = await openVisitor(browser, api.origin, { width, locale: 'en-GB' });
  visitors.push(visitor);
  return visitor.page;
}

async function open(page: Page, origin: string, pathname: string) {
  const response = await page.goto(origin + pathname, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBe(200);
  await waitForQuiet(page);
}

async function apiGet<T>(origin: string, pathname: string, language = 'en'): Promise<T> {
  const response = await fetch(`${origin}/api/v1${pathname}`, {
    headers: { authorization: AUTHORIZATION, 'accept-language': language },
  });
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
}

/** The Italian phrases of `text`, each with some context. */
function italianIn(text: string): string[] {
  return ITALIAN.flatMap((pattern) => {
    const match = new RegExp(pattern.source, 'g').exec(text);
    return match ? [`${match[0]} in “…${text.slice(Math.max(0, match.index - 40), match.index + 40)}…”`] : [];
  });
}

describe('English pages (issue #15, point 9)', () => {
  let pages: string[] = [];

  beforeAll(async () => {
    const [news] = await apiGet<{ pallonecomSlug: string }[]>(api.origin, '/news/home?limit=1');
    const guides = await fetch(`${api.origin}/api/v1/guides/getPaginated`, {
      method: 'POST',
      headers: { authorization: AUTHORIZATION, 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 1 }),
    }).then((response) => response.json() as Promise<{ items: { pallonecomSlug: string }[] }>);
    const predictions = await fetch(`${api.origin}/api/v1/matches/predictions/getPaginated`, {
      method: 'POST',
      headers: { authorization: AUTHORIZATION, 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 1 }),
    }).then(
      (response) =>
        response.json() as Promise<{
          items: { pallonecomSlug: string; competition: { pallonecomSlug: string } }[];
        }>,
    );
    const predicted = predictions.items[0]!;
    pages = [
      '/',
      '/news',
      `/news/${news!.pallonecomSlug}`,
      '/pronostici',
      '/statistiche',
      '/live-risultati',
      '/scommesse/guide',
      `/scommesse/guide/${guides.items[0]!.pallonecomSlug}`,
      '/campionato/italia-serie-a',
      '/campionato/italia-serie-a/calendario',
      '/squadre/fc-internazionale-milano',
      // The 2022 World Cup final: a match page with its timeline, extra time and the model's prediction.
      '/partite/argentina-francia-2022-12-18/statistiche',
      // A prediction article by its English slug.
      `/scommesse/quote-pronostici/${predicted.competition.pallonecomSlug}/prediction-${predicted.pallonecomSlug}`,
    ];
  });

  for (const width of WIDTHS) {
    it(`shows no Italian words on the main pages at ${width} px`, async () => {
      const page = await englishVisitor(width);
      const found: string[] = [];
      for (const pathname of pages) {
        await open(page, api.origin, pathname);
        expect(await page.locator('html').getAttribute('lang'), pathname).toBe('en');
        const text = await page.locator('body').innerText();
        found.push(...italianIn(text).map((hit) => `${pathname}: ${hit}`));
        if (pathname === '/pronostici') {
          // English rows link the articles by their English slugs.
          expect(await page.locator('main a[href*="/prediction-"]').count()).toBeGreaterThan(0);
          expect(await page.locator('main a[href*="/pronostico-"]').count()).toBe(0);
        }
      }
      expect(found).toEqual([]);
    }, 240_000);
  }

  it('the list catches what an Italian page shows', async () => {
    // The same home page in Italian trips the list: it is not a list that can never fail.
    const visitor = await openVisitor(browser, api.origin, { width: 1280, locale: 'it-IT' });
    visitors.push(visitor);
    await open(visitor.page, api.origin, '/');
    expect(italianIn(await visitor.page.locator('body').innerText()).length).toBeGreaterThan(2);
  });
});

describe('PALLONE_SAMPLE_CONTENT=off (issue #15, point 9)', () => {
  for (const width of WIDTHS) {
    it(`shows no sample news, bonus or bookmaker at ${width} px, where the default server shows them`, async () => {
      const [sampleNews] = await apiGet<{ pallonecomSlug: string; isSample: boolean }[]>(
        api.origin,
        '/news/home?limit=1',
      );
      expect(sampleNews!.isSample).toBe(true);

      const shown = await englishVisitor(width);
      await open(shown, api.origin, '/news');
      expect(await shown.locator(`a[href="/news/${sampleNews!.pallonecomSlug}"]`).count()).toBeGreaterThan(0);
      await open(shown, api.origin, '/');
      const shownHome = await shown.locator('body').innerText();
      expect(shownHome).toContain('Bonus Demo 1');
      expect(shownHome).toContain('Latest news');

      const visitor = await openVisitor(browser, withoutSamples.origin, { width, locale: 'en-GB' });
      visitors.push(visitor);
      const hidden = visitor.page;
      for (const pathname of ['/', '/news', '/pronostici', '/scommesse/guide']) {
        await open(hidden, withoutSamples.origin, pathname);
        const text = await hidden.locator('body').innerText();
        expect(text, pathname).not.toMatch(
          /Bonus Demo|Bookmaker Demo|Bonus Sport Demo|match report|in figures/,
        );
        // Nothing to show, no empty box: neither an empty news card nor a bonus banner without bonuses.
        expect(text, pathname).not.toMatch(/Latest news|Betting bonuses|No bonuses available/);
        expect(await hidden.locator('a[href^="/news/"]').count(), pathname).toBe(0);
      }
      const detail = await fetch(`${withoutSamples.origin}/news/${sampleNews!.pallonecomSlug}`, {
        headers: { authorization: AUTHORIZATION, 'accept-language': 'en' },
      });
      expect(detail.status).toBe(404);
      expect(await apiGet<unknown[]>(withoutSamples.origin, '/bookmakerBonuses/home')).toEqual([]);
    }, 180_000);
  }
});

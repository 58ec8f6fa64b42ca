/**
 * Issue #15 points 4 and 10 in real Chromium (Debian's /usr/bin/chromium) on the real data: a broad set of public
 * pages, in Italian and English, at 320, 375, 414 and 1280 px, each visited once per width. No page is wider than
 * the screen, no word is split across two lines ("Internazi onale"), and axe-core finds no WCAG 2.2 A/AA violation;
 * the embed widgets on a partner page pass the same checks. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedRoutes } from './support/embedFiles.ts';
import { addEmbedScript } from './support/embedScript.ts';
import { axeViolations, sidewaysOverflow, splitWords } from './support/pageChecks.ts';
import { partnerPage } from './support/partnerPage.ts';
import { openVisitor, SITE_CREDENTIALS, waitForQuiet, type SiteVisitor } from './support/siteVisitor.ts';
import { useSiteServer } from './support/siteServer.ts';
import { startStaticServer, type StaticServer } from './support/staticServer.ts';

const WIDTHS = [320, 375, 414, 1280] as const;
const AUTHORIZATION = `Basic ${btoa(`${SITE_CREDENTIALS.username}:${SITE_CREDENTIALS.password}`)}`;
const BETTING_TAB = '/scommesse/quote-pronostici/spagna-primera-division';

/**
 * A page to visit: a fixed path, the first link of another page whose path starts with a prefix, or the prefix and
 * the `pallonecomSlug` of the first item an API list answers (pages no other page links to).
 */
type PageSpec = string | { linkedFrom: string; prefix: string } | { listedBy: string; prefix: string };

const ITALIAN_PAGES: readonly PageSpec[] = [
  '/',
  '/live-risultati',
  '/live-risultati?date=2026-05-24',
  '/campionato/italia-serie-a',
  '/campionato/italia-serie-a/calendario',
  '/campionato/italia-serie-a/formazione',
  '/campionato/spagna-primera-division/classifica',
  '/campionato/europa-champions-league/calendario',
  '/campionato/mondo-coppa-del-mondo/calendario',
  BETTING_TAB,
  { linkedFrom: BETTING_TAB, prefix: `${BETTING_TAB}/` },
  '/squadre/fc-internazionale-milano',
  '/squadre/fc-barcelona',
  '/giocatori/lionel-messi',
  '/partite/bologna-fc-1909-fc-internazionale-milano-2026-05-23',
  '/pronostici',
  '/statistiche',
  '/news',
  { linkedFrom: '/news', prefix: '/news/' },
  '/scommesse/guide',
  { listedBy: '/api/v1/bookmakerBonuses', prefix: '/scommesse/bookmakers/' },
];
const ENGLISH_PAGES: readonly PageSpec[] = [
  '/',
  '/live-risultati?date=2026-05-24',
  '/campionato/inghilterra-premier-league/classifica',
  BETTING_TAB,
  '/squadre/fc-barcelona',
  '/partite/bologna-fc-1909-fc-internazionale-milano-2026-05-23',
  '/pronostici',
  '/statistiche',
];

const site = useSiteServer();

const resolved = new Map<string, string>();

/** The path of a page spec, read once (from the linking page's server-rendered HTML, or from the API list). */
async function pathOf(spec: PageSpec, language: string): Promise<string> {
  if (typeof spec === 'string') return spec;
  const source = 'linkedFrom' in spec ? spec.linkedFrom : spec.listedBy;
  const key = `${language} ${source} ${spec.prefix}`;
  const known = resolved.get(key);
  if (known) return known;
  const response = await fetch(site.api.origin + source, {
    headers: { authorization: AUTHORIZATION, cookie: `lang=${language}`, 'accept-language': language },
  });
  let found: string | undefined;
  if ('listedBy' in spec) {
    const [first] = (await response.json()) as { pallonecomSlug?: string }[];
    found = first?.pallonecomSlug && spec.prefix + first.pallonecomSlug;
  } else {
    const escaped = spec.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    found = new RegExp(`href="(${escaped}[^"#?]+)"`).exec(await response.text())?.[1];
  }
  if (!found) throw new Error(`no page starting with ${spec.prefix} from ${source}`);
  resolved.set(key, found);
  return found;
}

/** Everything a phone visitor and axe would notice on the loaded page; empty when the page is right. */
async function findings(page: Page, width: number) {
  const overflow = await sidewaysOverflow(page);
  return {
    wider: overflow > 0 ? `${overflow} px wider than the ${width} px screen` : null,
    splitWords: await splitWords(page),
    axe: await axeViolations(page),
  };
}

const CLEAN = { wider: null, splitWords: [], axe: [] };

describe.each(WIDTHS)('at %i px', (width) => {
  describe.each([
    ['Italian', 'it-IT', 'it', ITALIAN_PAGES],
    ['English', 'en-GB', 'en', ENGLISH_PAGES],
  ] as const)('in %s', (_name, locale, language, pages) => {
    let visitor: SiteVisitor;
    beforeAll(async () => {
      visitor = await openVisitor(site.browser, site.api.origin, { width, locale });
    });
    afterAll(async () => {
      await visitor?.context.close();
    });

    it.each(pages.map((spec) => [typeof spec === 'string' ? spec : `the first ${spec.prefix}… page`, spec]))(
      '%s fits the screen, keeps words whole and has no axe violation',
      async (_label, spec) => {
        const pathname = await pathOf(spec, language);
        const response = await visitor.page.goto(site.api.origin + pathname, { waitUntil: 'load' });
        expect(response?.status(), pathname).toBe(200);
        await waitForQuiet(visitor.page);
        expect(await visitor.page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await findings(visitor.page, width), pathname).toEqual(CLEAN);
        expect(visitor.errors).toEqual([]);
      },
    );
  });
});

describe('the cookie banner of a first visit', () => {
  it.each([375, 1280])('has no axe violation at %i px', async (width) => {
    const visitor = await openVisitor(site.browser, site.api.origin, { width, consent: null });
    try {
      await visitor.page.goto(`${site.api.origin}/`, { waitUntil: 'load' });
      await waitForQuiet(visitor.page);
      await visitor.page.getByRole('button', { name: 'Rifiuta' }).waitFor();
      expect(await findings(visitor.page, width)).toEqual(CLEAN);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});

describe('the embed widgets on a partner page', () => {
  let partner: StaticServer;
  beforeAll(async () => {
    partner = await startStaticServer({
      '/': { type: 'text/html; charset=utf-8', body: partnerPage() },
      ...embedRoutes(),
    });
  });
  afterAll(async () => {
    await partner?.stop();
  });

  it.each([320, 1280])('fit, keep words whole and have no axe violation at %i px', async (width) => {
    const page = await site.browser.newPage({ viewport: { width, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(partner.origin);
      await addEmbedScript(page, site.api.origin, 7);
      // Every widget has drawn its real data (rows, links, list items) before it is measured.
      for (const selector of ['#standings-it', '#standings-en', '#comparison'])
        await expect
          .poll(() => page.locator(selector).getByRole('row').count(), { timeout: 30_000 })
          .toBeGreaterThan(3);
      await expect
        .poll(() => page.locator('#live-scores').getByRole('link').count(), { timeout: 30_000 })
        .toBeGreaterThan(3);
      await expect
        .poll(() => page.locator('#timeline').getByRole('listitem').count(), { timeout: 30_000 })
        .toBeGreaterThan(3);
      const widgets = await page.evaluate(() =>
        [...document.querySelectorAll('[data-pallone-widget]')].map((element) => `#${element.id}`),
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await splitWords(page)).toEqual([]);
      expect(await axeViolations(page, widgets)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

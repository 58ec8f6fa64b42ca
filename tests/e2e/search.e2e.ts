/**
 * The global search in real Chromium on the real data (issue #15 point 6, decision 019), at 375 and 1280 px, in
 * Italian and English: typing "inter" shows FC Internazionale Milano first (the Squadre section leads, Inter at its
 * top), Enter opens /cerca?q=inter with the four sections and more results; "lautaro" leads with Lautaro Martínez;
 * FC Südtirol's matches on the results page show their scores. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteSession } from './support/siteSession.ts';
import { waitForQuiet } from './support/siteVisitor.ts';

const TEXTS = {
  it: {
    locale: 'it-IT',
    placeholder: 'Cerca una squadra, giocatore, news o partita',
    open: 'Apri la ricerca',
    sections: { players: 'Giocatori', teams: 'Squadre', matches: 'Partite', news: 'News' },
    resultsFor: (text: string) => `Risultati per “${text}”`,
  },
  en: {
    locale: 'en-GB',
    placeholder: 'Search for a team, player, news or match',
    open: 'Open search',
    sections: { players: 'Players', teams: 'Teams', matches: 'Matches', news: 'News' },
    resultsFor: (text: string) => `Results for “${text}”`,
  },
} as const;

const { visit, open } = useSiteSession({ env: { PALLONE_NOW: '2026-11-22T12:00:00Z' } });

/** The header's search field, opened the way a visitor does at this width. */
async function openHeaderSearch(page: Page, width: number, texts: (typeof TEXTS)['it' | 'en']) {
  const banner = page.getByRole('banner');
  if (width < 768) await banner.locator('button[aria-controls="site-search"]').click();
  const icon = banner.getByRole('button', { name: texts.open });
  if (await icon.isVisible()) await icon.click();
  return page.getByPlaceholder(texts.placeholder);
}

const headingTexts = (scope: ReturnType<Page['locator']>, level: number) =>
  scope.getByRole('heading', { level }).allTextContents();

describe.each([375, 1280])('the search at %i px', (width) => {
  describe.each(['it', 'en'] as const)('in %s', (language) => {
    const texts = TEXTS[language];
    const { players, teams, matches, news } = texts.sections;

    it('"inter": Inter first in the typeahead, Enter opens /cerca with the four sections', async () => {
      const page = await visit(width, texts.locale);
      await open(page, '/');
      const input = await openHeaderSearch(page, width, texts);
      await input.fill('inter');
      const panel = page.getByRole('dialog');
      const teamLinks = panel.getByRole('region', { name: teams }).getByRole('link');
      await teamLinks.first().waitFor();
      // Every section answered: the one whose best result is an exact name leads (decision 019).
      await expect
        .poll(() => panel.locator('section[data-state="loading"]').count(), { timeout: 20_000 })
        .toBe(0);
      expect((await headingTexts(panel.locator(':scope'), 3))[0]).toBe(teams);
      expect(await teamLinks.first().textContent()).toContain('FC Internazionale Milano');
      const firstMatch = panel.getByRole('region', { name: matches }).getByRole('link').first();
      expect(await firstMatch.textContent()).toContain('FC Internazionale Milano');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      await Promise.all([page.waitForURL('**/cerca?q=inter'), input.press('Enter')]);
      await waitForQuiet(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.resultsFor('inter'));
      const main = page.locator('main');
      expect(await headingTexts(main, 2)).toEqual([teams, matches, players, news]);
      const pageTeams = main.getByRole('region', { name: teams }).getByRole('link');
      expect(await pageTeams.first().textContent()).toContain('FC Internazionale Milano');
      // More than the typeahead's ten.
      expect(await main.getByRole('region', { name: matches }).getByRole('link').count()).toBeGreaterThan(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });

    it('"lautaro" leads with Lautaro Martínez; FC Südtirol\'s matches show their scores', async () => {
      const page = await visit(width, texts.locale);
      await open(page, '/cerca?q=lautaro');
      const main = page.locator('main');
      expect((await headingTexts(main, 2))[0]).toBe(players);
      const first = main.getByRole('region', { name: players }).getByRole('link').first();
      expect(await first.textContent()).toContain('Lautaro Martínez');

      // The results page's own form searches again.
      const box = main.getByRole('searchbox');
      await box.fill('sudtirol');
      await Promise.all([page.waitForURL('**/cerca?q=sudtirol'), box.press('Enter')]);
      await waitForQuiet(page);
      const scores = await main
        .getByRole('region', { name: matches })
        .locator('[data-part="score"]')
        .allTextContents();
      expect(scores.length).toBeGreaterThan(10);
      for (const score of scores.slice(0, 10)) expect(score).toMatch(/^\d+ - \d+$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
});

/**
 * Issue #15 point 7 in real Chromium on the real data, at 375 and 1280 px, in Italian and English: a league match
 * shows the half-time score and statistics the data has and no empty timeline; an upcoming match shows both teams'
 * form and the head-to-head; /statistiche lists scorers; Inter's squad is labelled with its season and says it is
 * older than the season shown; and on a set of pages no h2/h3 heads an empty section.
 * "Now" is 2026-11-25 (PALLONE_NOW): LaLiga 2026-27 is under way in the fixtures, the Clásico of 2027-05-09 ahead.
 * Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteSession } from './support/siteSession.ts';

const NOW = '2026-11-25T12:00:00Z';
const WIDTHS = [375, 1280] as const;
const LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

const GENOA_INTER = '/partite/genoa-cfc-fc-internazionale-milano-2024-08-17';
const PESCARA_CESENA = '/partite/delfino-pescara-cesena-fc-2025-08-22';
const CLASICO = '/partite/real-madrid-cf-fc-barcelona-2027-05-09';
const ARGENTINA_FRANCE = '/partite/argentina-francia-2022-12-18';
const INTER = '/squadre/fc-internazionale-milano';

const session = useSiteSession({ env: { PALLONE_NOW: NOW } });

async function openPage(pathname: string, width: number, language: keyof typeof LOCALES): Promise<Page> {
  const page = await session.visit(width, LOCALES[language]);
  await session.open(page, pathname);
  return page;
}

/**
 * Every h2/h3 of the main content whose section holds nothing but the heading (for an h3: nothing before the
 * next heading), and every "no data" placeholder, as readable findings.
 */
function emptySections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const textOf = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (const heading of document.querySelectorAll('main h2, main h3')) {
      let rest = '';
      if (heading.tagName === 'H2') {
        const box = heading.closest('section, article') ?? heading.parentElement;
        rest = textOf(box).replace(textOf(heading), '').trim();
      } else {
        for (let next = heading.nextElementSibling; next && !/^H[1-3]$/.test(next.tagName);) {
          rest += textOf(next);
          next = next.nextElementSibling;
        }
      }
      if (rest === '') found.push(`<${heading.tagName.toLowerCase()}> "${textOf(heading)}" heads nothing`);
    }
    const placeholders =
      /Nessun evento disponibile|Nessuna statistica disponibile|Nessun dato|No events available|No statistics available|No data/;
    const main = textOf(document.querySelector('main'));
    const placeholder = placeholders.exec(main);
    if (placeholder) found.push(`"${placeholder[0]}" shown`);
    return found;
  });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe.each(WIDTHS)('sections with content at %i px', (width) => {
  it('a league match: half-time score and statistics from the data, no empty timeline (it)', async () => {
    const page = await openPage(GENOA_INTER, width, 'it');
    expect(await region(page, 'Dettagli partita').textContent()).toContain('Primo tempo: 1-1');
    // match_stats.csv: Genoa 10 shots, Inter 14.
    const stats = page.getByRole('table', { name: /Confronto statistiche/ });
    expect(await stats.getByRole('row').filter({ hasText: 'Tiri' }).first().textContent()).toMatch(/10.*14/);
    expect(await page.getByRole('heading', { name: /^Cronaca/ }).count()).toBe(0);
    expect(await emptySections(page)).toEqual([]);
  });

  it('an ended match: its timeline and statistics stay in place on the other tab, and a player link works (it)', async () => {
    const page = await openPage(ARGENTINA_FRANCE, width, 'it');
    const timeline = page.getByRole('heading', { name: /^Cronaca/ });
    await timeline.waitFor();
    const tabs = page.getByRole('navigation', { name: 'Argentina - Francia' });
    await tabs.getByRole('link', { name: 'Statistiche' }).click();
    await page.waitForURL(/\/statistiche$/);
    await timeline.waitFor({ state: 'detached' });
    await tabs.getByRole('link', { name: 'Diretta live' }).click();
    await page.waitForURL(/\/diretta-live$/);
    await timeline.waitFor();
    await page
      .getByRole('link', { name: /Lionel Messi/ })
      .first()
      .click();
    await page.waitForURL(/\/giocatori\/lionel-messi/);

    const genoa = await openPage(GENOA_INTER, width, 'it');
    const stats = genoa.getByRole('table', { name: /Confronto statistiche/ });
    await genoa
      .getByRole('navigation', { name: 'Genoa CFC - FC Internazionale Milano' })
      .getByRole('link', { name: 'Diretta live' })
      .click();
    await genoa.waitForURL(/\/diretta-live$/);
    expect(await stats.getByRole('row').filter({ hasText: 'Tiri' }).first().textContent()).toMatch(/10.*14/);
  });

  it('a Serie B match without statistics: details only, nothing empty (en)', async () => {
    const page = await openPage(PESCARA_CESENA, width, 'en');
    expect(await region(page, 'Match details').textContent()).toContain('First half: 1-1');
    expect(await page.getByRole('table', { name: /Statistics comparison/ }).count()).toBe(0);
    expect(await emptySections(page)).toEqual([]);
  });

  it('an upcoming match: both teams’ form and the head-to-head (it and en)', async () => {
    const it = await openPage(CLASICO, width, 'it');
    const form = region(it, 'Forma');
    await form.getByRole('heading', { level: 3, name: 'Ultime partite di Real Madrid CF' }).waitFor();
    await form.getByRole('heading', { level: 3, name: 'Ultime partite di FC Barcelona' }).waitFor();
    expect(await form.getByRole('listitem').count()).toBe(10);
    expect(await region(it, 'Precedenti').textContent()).toContain('6 precedenti nei nostri dati');
    expect(await emptySections(it)).toEqual([]);

    const en = await openPage(CLASICO, width, 'en');
    expect(await region(en, 'Head to head').textContent()).toContain('6 meetings in our data');
    expect(await region(en, 'Form').textContent()).toContain('Athletic Club (home) 4-2');
  });

  it('/statistiche lists scorers under a heading that names their competition and season', async () => {
    const page = await openPage('/statistiche', width, 'it');
    const scorers = page.locator('#marcatori');
    expect(await scorers.getByRole('heading', { level: 2 }).textContent()).toBe(
      'Marcatori: Coppa del Mondo FIFA 2026',
    );
    expect(await scorers.getByRole('listitem').first().textContent()).toBe('Kylian Mbappé (Francia) — 10');
    expect(await emptySections(page)).toEqual([]);
  });

  it('Inter’s squad is labelled with its season and says it is older than the season shown (it and en)', async () => {
    const versions = [
      {
        pathname: INTER,
        language: 'it',
        heading: 'Rosa 2023/2024',
        note: 'La rosa più recente nei nostri dati è del 2023/2024: non è ancora quella della stagione 2025/2026.',
      },
      {
        pathname: `${INTER}/formazione`,
        language: 'en',
        heading: 'Squad 2023/2024',
        note: 'The newest squad in our data is from 2023/2024: it is not yet the squad of the 2025/2026 season.',
      },
    ] as const;
    for (const { pathname, language, heading, note } of versions) {
      const page = await openPage(pathname, width, language);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.getByText(note).waitFor();
      expect(await emptySections(page)).toEqual([]);
    }
  });

  it('no heading over an empty section on the home page, a competition, a final, players and a Serie B club', async () => {
    for (const pathname of [
      '/',
      '/campionato/italia-serie-a',
      '/partite/argentina-francia-2022-12-18',
      '/giocatori/lionel-messi',
      '/giocatori/francesco-acerbi/statistiche',
      '/squadre/delfino-pescara',
    ]) {
      const page = await openPage(pathname, width, 'it');
      expect(await emptySections(page), pathname).toEqual([]);
    }
  });
});

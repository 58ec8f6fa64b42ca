/**
 * Issue #15 point 2 in real Chromium on the real data, at 375 and 1280 px, in Italian and English: on a
 * competition page a visitor picks the season, then a phase (a group, the bracket, a knockout round), and sees its
 * matches and its ties, by clicks only; every page answers 200 and fits the screen. The World Cup 2022 final shows
 * Argentina winning on penalties, its bracket's rounds side by side on a wide screen and one under another on a
 * phone. Needs `npm run build` first.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './support/pageChecks.ts';
import { useSiteSession } from './support/siteSession.ts';
import { waitForQuiet } from './support/siteVisitor.ts';

const WORLD_CUP = '/campionato/mondo-coppa-del-mondo';
const CHAMPIONS = '/campionato/europa-champions-league';

const { visit, open } = useSiteSession();

/** The page's URL once it shows `pathname` (same origin). */
const reach = (page: Page, pathname: string) => page.waitForURL(new URL(pathname, page.url()).href);

/** Clicks a link of a picker (a navigation landmark) and waits for the page it leads to. */
async function pick(page: Page, picker: string, label: string, pathname: string) {
  await page
    .getByRole('navigation', { name: picker })
    .getByRole('link', { name: label, exact: true })
    .click();
  await reach(page, pathname);
  await waitForQuiet(page);
  expect(await sidewaysOverflow(page), pathname).toBeLessThanOrEqual(0);
}

const h2 = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const tie = (page: Page | Locator, name: string) => page.getByRole('listitem', { name, exact: true });

describe.each([375, 1280])('competition seasons and phases at %i px', (width) => {
  it('Italian: World Cup 2026 → season 2022 → Gruppo C → bracket → final won by Argentina on penalties', async () => {
    const page = await visit(width, 'it-IT');
    await open(page, `${WORLD_CUP}/calendario`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Coppa del Mondo FIFA 2026');

    await pick(page, 'Stagione', '2022', `${WORLD_CUP}/stagione/2022/calendario`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Coppa del Mondo FIFA 2022');

    await pick(page, 'Fase', 'Gruppo C', `${WORLD_CUP}/stagione/2022/gruppo/girone-c/calendario`);
    expect(await h2(page).textContent()).toBe('Gruppo C · Giornata 3');
    await expect.poll(() => page.getByRole('link', { name: /Argentina\s*2 - 0\s*Messico/ }).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Giornata' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await reach(page, `${WORLD_CUP}/stagione/2022/gruppo/girone-c/giornata/2/calendario`);
    await waitForQuiet(page);
    expect(await page.getByRole('link', { name: /Argentina\s*2 - 0\s*Messico/ }).count()).toBe(1);

    await pick(page, 'Fase', 'Tabellone', `${WORLD_CUP}/stagione/2022/gruppo/fase-finale/calendario`);
    expect(await h2(page).textContent()).toBe('Fase finale');
    expect(await axeViolations(page)).toEqual([]);
    const final = page.getByRole('region', { name: 'Finale', exact: true });
    expect(await tie(final, 'Argentina - Francia').textContent()).toContain(
      'Argentina vince ai rigori (4-2)',
    );
    expect(await tie(page, 'Croazia - Brasile').textContent()).toContain(
      'Croazia passa il turno ai rigori (4-2)',
    );
    // On a wide screen the five rounds stand side by side, in order, the final at the right end; on a phone, in one
    // column.
    const rounds = await page
      .getByRole('region', { name: 'Tabellone: Fase finale' })
      .getByRole('heading', { level: 3 })
      .evaluateAll((headings) =>
        headings.map((heading) => {
          const box = heading.getBoundingClientRect();
          return { name: heading.textContent, top: Math.round(box.top), left: Math.round(box.left) };
        }),
      );
    expect(rounds.map((round) => round.name)).toEqual([
      'Ottavi',
      'Quarti',
      'Semifinali',
      'Finale 3º posto',
      'Finale',
    ]);
    const lefts = rounds.map((round) => round.left);
    if (width === 1280) {
      expect(new Set(rounds.map((round) => round.top)).size).toBe(1);
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    } else expect(new Set(lefts).size).toBe(1);

    await pick(page, 'Fase', 'Finale', `${WORLD_CUP}/stagione/2022/gruppo/fase-finale/giornata/5/calendario`);
    expect(await h2(page).textContent()).toBe('Finale');
    await page.getByRole('link', { name: 'Argentina 3-3 d.t.s. (4-2 d.c.r.) Francia' }).click();
    await reach(page, '/partite/argentina-francia-2022-12-18/diretta-live');
  });

  it('English: Champions League → season 2023/2024 → Group B → Round of 16 ties with both legs and who went through', async () => {
    const page = await visit(width, 'en-GB');
    await open(page, `${CHAMPIONS}/calendario`);
    await pick(page, 'Season', '2023/2024', `${CHAMPIONS}/stagione/2023-2024/calendario`);
    await pick(page, 'Phase', 'Group B', `${CHAMPIONS}/stagione/2023-2024/gruppo/girone-b/calendario`);
    expect(await h2(page).textContent()).toBe('Group B · Matchday 6');
    expect(
      await page
        .locator('h2', { hasText: 'Group B · Matchday 6' })
        .locator('xpath=following-sibling::ul[1]//a')
        .count(),
    ).toBe(2);

    await pick(
      page,
      'Phase',
      'Round of 16',
      `${CHAMPIONS}/stagione/2023-2024/gruppo/fase-finale/giornata/1/calendario`,
    );
    expect(await h2(page).textContent()).toBe('Round of 16');
    const ties = page.getByRole('listitem', { name: / - / });
    expect(await ties.count()).toBe(8);
    for (const text of await ties.allTextContents()) expect(text).toMatch(/^Aggregate.+ (go through|win)/);

    await pick(page, 'Season', '2025/2026', `${CHAMPIONS}/stagione/2025-2026/calendario`);
    await pick(page, 'Phase', 'Play-offs', `${CHAMPIONS}/stagione/2025-2026/gruppo/playoff/calendario`);
    expect(await tie(page, 'Galatasaray SK - Juventus FC').textContent()).toContain(
      'Galatasaray SK go through after extra time',
    );
  });
});

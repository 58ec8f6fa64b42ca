/**
 * Nothing jumps while a page loads, at 375 and 1280 px: the pages with server-rendered islands (Standings, the bonus
 * banners, the footer, a match's timeline and statistics) and live widgets. A deferred island must hydrate over its
 * server HTML, never drop it and come back once its code has loaded (the home page's side column did, CLS 0.165 at
 * 1280 px), and a finished part of the page must arrive in place (the predictions' mobile banner pushed the list down,
 * 0.249). The bound, 0.01, is a tenth of the "good" 0.1: on a quiet machine these pages measure 0–0.001, but a loaded
 * one may paint a table before its last rows arrive and see its columns settle by a few pixels (0.0021 seen). Needs
 * `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { layoutShiftsOf, recordLayoutShifts } from './support/layoutShifts.ts';
import { stopParserAt } from './support/parserStop.ts';
import { useSiteSession } from './support/siteSession.ts';

const PAGES = [
  '/',
  '/campionato/italia-serie-a',
  // The fixtures are an island in view: it must hydrate over the server's list, not drop it.
  '/campionato/italia-serie-a/calendario',
  '/live-risultati',
  '/statistiche',
  '/squadre/italia',
  '/pronostici',
  '/news',
  '/partite/argentina-francia-2022-12-18',
  '/partite/genoa-cfc-fc-internazionale-milano-2024-08-17',
];
const WIDTHS = [375, 1280] as const;
/** A second after the page went quiet: islands whose code loads on view or when idle have done so by then. */
const SETTLE_MS = 1000;

const session = useSiteSession();

describe.each(WIDTHS)('layout shifts at %i px', (width) => {
  it.each(PAGES)('%s loads without moving what is on screen', async (pathname) => {
    const page = await session.visit(width, 'it-IT');
    await recordLayoutShifts(page);
    await session.open(page, pathname);
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await layoutShiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
});

/**
 * Where a page's parser may stop (a slow network or phone), what a frame painted there showed, and where:
 * - among the header's tools, at its right edge: the group short, growing leftwards as the rest arrived;
 * - among the live scores' day buttons, also at the right: the same;
 * - before a match row's status, the first column on screen but the last in the row's HTML: the names in its
 *   column, jumping right once it came;
 * - before a table's tenth row: one-digit positions, the column widening (and the names moving) as "10" came;
 * - among the footer's sections: the first ones stretched over the room of the rest, then narrowed as they came;
 * - among a knockout bracket's rounds: the same.
 * Only that part is checked: the rest of the page arrives after the stop and has its own causes.
 */
const STOPS = [
  ['the header tools', '/', 'aria-controls="site-filter-menu"', 'body > header'],
  ['the day buttons', '/', 'aria-label="Giorno successivo"', 'main header'],
  ['a match row', '/', 'data-status=""', '[data-competition-id] li'],
  ['a standings table', '/campionato/italia-serie-a', '<td data-column="position">10', 'table'],
  // A short page, with the footer in view at 1280 px.
  ['the footer', '/live-risultati', '<section><h2>Squadre', 'footer'],
  [
    "a knockout bracket's rounds",
    '/campionato/mondo-coppa-del-mondo/stagione/2022/gruppo/fase-finale/calendario',
    'aria-label="Quarti"',
    'section[aria-label^="Tabellone"]',
  ],
] as const;

describe.each(WIDTHS)('a slow load at %i px', (width) => {
  it.each(STOPS)(
    'keeps %s in place when the parser stops among them (%s)',
    async (_, pathname, inTag, region) => {
      const page = await session.visit(width, 'it-IT');
      await recordLayoutShifts(page, [region]);
      await stopParserAt(page, pathname, inTag, 600);
      await session.open(page, pathname);
      const shifts = await layoutShiftsOf(page);
      expect(
        shifts.filter((shift) => shift.regions.length > 0),
        JSON.stringify(shifts),
      ).toEqual([]);
    },
  );
});

/**
 * The home page's side column is below the first screen on a phone, and the browser draws it only as the reader
 * nears it (`LaterCard`, decision 070): at load its table is skipped (no style, layout or paint), and scrolling down
 * to it draws it without moving what is on screen when the card takes its real height in place of the one it held.
 */
describe('the home page scrolled at 375 px', () => {
  it('draws the side column as the reader nears it, with nothing on screen moving', async () => {
    const page = await session.visit(375, 'it-IT');
    await recordLayoutShifts(page);
    await session.open(page, '/');
    // False while the table sits in a part of the page the browser skips (content-visibility: auto).
    const tableDrawn = () =>
      page.$eval('main aside table', (table) => table.checkVisibility({ contentVisibilityAuto: true }));
    expect(await tableDrawn()).toBe(false);

    // Wheel steps, as a reader scrolls, until the column's top is half way up the screen.
    const asideTop = () =>
      page.$eval('main aside', (aside) => aside.getBoundingClientRect().top / innerHeight);
    for (let step = 0; step < 40 && (await asideTop()) > 0.5; step++) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(100);
    }
    expect(await asideTop()).toBeLessThanOrEqual(0.5);
    await page.waitForTimeout(SETTLE_MS);
    expect(await tableDrawn()).toBe(true);
    const shifts = await layoutShiftsOf(page);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.01);
  });
});

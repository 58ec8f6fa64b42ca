/**
 * Issue #15 points 3 and 8 in real Chromium at 375 and 1280 px, on the real data with the server's clock at
 * 2026-11-22 12:00 UTC (PALLONE_NOW: LaLiga 2026-27 is under way). /pronostici: every row has its kick-off, teams,
 * 1 / X / 2 percentages and tip, rows are sorted by kick-off, none repeats, and every prediction link answers 200.
 * /live-risultati: the day buttons put the day in the address, a reload keeps it, and a day without matches links
 * to the nearest days with matches either side. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteSession } from './support/siteSession.ts';
import { waitForQuiet } from './support/siteVisitor.ts';

const WIDTHS = [375, 1280] as const;

const session = useSiteSession({ env: { PALLONE_NOW: '2026-11-22T12:00:00Z' } });
const visit = ({ width, locale = 'it-IT' }: { width: number; locale?: string }) =>
  session.visit(width, locale);
const open = (page: Page, pathname: string) => session.open(page, pathname);

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

interface Row {
  href: string;
  text: string;
  kickoff: string;
}

/** The prediction rows of /pronostici: links to a prediction article. */
function predictionRows(page: Page): Promise<Row[]> {
  return page.locator('main a[href^="/scommesse/quote-pronostici/"]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      text: link.textContent ?? '',
      kickoff: link.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
}

describe('/pronostici', () => {
  for (const width of WIDTHS) {
    it(`rows with percentages and tip, by kick-off, once each, every link 200 (${width} px)`, async () => {
      const page = await visit({ width });
      for (const pathname of ['/pronostici', '/pronostici/2']) {
        await open(page, pathname);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Prossime partite' }).isVisible(),
        ).resolves.toBe(true);
        const rows = await predictionRows(page);
        expect(rows).toHaveLength(20);
        for (const row of rows) {
          expect(row.text).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d.+ – .+1 \d+%X \d+%2 \d+%Consiglio: \S/);
          expect(row.href).toMatch(/^\/scommesse\/quote-pronostici\/[a-z0-9-]+\/pronostico-[a-z0-9-]+$/);
        }
        const kickoffs = rows.map((row) => row.kickoff);
        expect([...kickoffs].sort()).toEqual(kickoffs);
        expect(new Set(rows.map((row) => row.href)).size).toBe(rows.length);
        await expectNoSideScroll(page, width);
        for (const row of rows) {
          const response = await page.request.get(session.origin + row.href);
          expect(response.status(), row.href).toBe(200);
        }
      }
      // a row opens its prediction article
      const first = (await predictionRows(page))[0]!;
      await page.locator(`main a[href="${first.href}"]`).click();
      await page.waitForURL(session.origin + first.href);
      await page.getByRole('heading', { level: 1, name: /pronostico/i }).waitFor();
    });
  }

  it('in English: "Next matches", the tip as "Tip"', async () => {
    const page = await visit({ width: 375, locale: 'en-GB' });
    await open(page, '/pronostici');
    await expect(page.getByRole('heading', { level: 2, name: 'Next matches' }).isVisible()).resolves.toBe(
      true,
    );
    const rows = await predictionRows(page);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row.text).toMatch(/1 \d+%X \d+%2 \d+%Tip: \S/);
  });
});

describe('/live-risultati', () => {
  for (const width of WIDTHS) {
    it(`the day buttons change the address, a reload keeps the day, an empty day links to the nearest ones (${width} px)`, async () => {
      const page = await visit({ width });
      await open(page, '/live-risultati?date=2026-11-21');
      await expect(page.getByRole('heading', { name: 'Risultati del 21/11/2026' }).isVisible()).resolves.toBe(
        true,
      );
      await page.getByRole('button', { name: 'Giorno successivo' }).click();
      await page.waitForURL(`${session.origin}/live-risultati?date=2026-11-22`);
      await page.getByRole('heading', { name: 'Partite del 22/11/2026' }).waitFor();
      await page.getByRole('button', { name: 'Giorno successivo' }).click();
      await page.waitForURL(`${session.origin}/live-risultati?date=2026-11-23`);
      await page.getByText('Nessuna partita in questa data').waitFor();

      await page.reload({ waitUntil: 'load' });
      await waitForQuiet(page);
      await expect(page.getByRole('heading', { name: 'Partite del 23/11/2026' }).isVisible()).resolves.toBe(
        true,
      );
      const previous = page.getByRole('link', { name: '‹ Giorno precedente con partite: 22/11/2026' });
      const next = page.getByRole('link', { name: 'Giorno successivo con partite: 28/11/2026 ›' });
      await expect(previous.isVisible()).resolves.toBe(true);
      await expect(next.isVisible()).resolves.toBe(true);
      await expectNoSideScroll(page, width);

      await next.click();
      await page.waitForURL(`${session.origin}/live-risultati?date=2026-11-28`);
      await page.getByRole('heading', { name: /del 28\/11\/2026$/ }).waitFor();
      await page.locator('a[href^="/partite/"]').first().waitFor();
      await page.getByRole('button', { name: 'Giorno precedente' }).click();
      await page.waitForURL(`${session.origin}/live-risultati?date=2026-11-27`);
      await page.getByRole('link', { name: '‹ Giorno precedente con partite: 22/11/2026' }).waitFor();
    });
  }

  it('in English, a day without matches links to both neighbours', async () => {
    const page = await visit({ width: 1280, locale: 'en-GB' });
    await open(page, '/live-risultati?date=2026-11-25');
    await expect(page.getByText('No matches on this day').isVisible()).resolves.toBe(true);
    const previous = page.getByRole('link', { name: '‹ Previous day with matches: 22/11/2026' });
    expect(await previous.getAttribute('href')).toBe('/live-risultati?date=2026-11-22');
    const next = page.getByRole('link', { name: 'Next day with matches: 28/11/2026 ›' });
    expect(await next.getAttribute('href')).toBe('/live-risultati?date=2026-11-28');
  });
});

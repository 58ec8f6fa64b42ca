/**
 * Following links inside the site (a client navigation) at 375 and 1280 px: the progress bar shows the navigation
 * start and ends complete (not failed), and the next page arrives whole: no section of it comes in after the rest
 * and pushes what is below (the match page's sections are islands whose code the navigation fetches beside the
 * data, island.tsx), and nothing moves once the click's half second is over. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShiftsOf, recordLayoutShifts } from './support/layoutShifts.ts';
import { useSiteSession } from './support/siteSession.ts';
import { waitForHydration, waitForQuiet } from './support/siteVisitor.ts';

const session = useSiteSession();
/** How long the page data of a navigation takes to arrive. */
const DATA_DELAY_MS = 300;

/** Records each state the progress bar takes (its `data-state`), from the first page on. */
async function recordProgressStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __progress: string[] };
    record.__progress = [];
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const state = (mutation.target as HTMLElement).getAttribute('data-state');
          if ((mutation.target as HTMLElement).getAttribute('role') === 'progressbar' && state)
            record.__progress.push(state);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    });
  });
}

const progressStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);

describe.each([375, 1280])('client navigation at %i px', (width) => {
  it('a result link opens the match page whole, the bar ending complete, and back returns', async () => {
    const page = await session.visit(width, 'en-GB');
    await recordLayoutShifts(page);
    await recordProgressStates(page);
    await session.open(page, '/squadre/fc-internazionale-milano');
    const latest = page
      .locator('main section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Last results' }) })
      .getByRole('link')
      .first();
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data'))
        dataRequests.push(new URL(request.url()).searchParams.get('_routes') ?? '');
    });
    // The page's data takes a moment, as on a phone's network. Answered at once on a busy machine, the navigation
    // could end before React committed its loading render, and the bar never showed (seen once in CI at 1280 px).
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DATA_DELAY_MS));
      await route.continue();
    });
    // A click before hydration is the browser's own: a whole new document, no bar (seen on a busy CI machine).
    await waitForHydration(latest);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await Promise.all([page.waitForURL('**/partite/**'), latest.click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/ - /);
    await waitForQuiet(page);
    // A client navigation: the same document, no new one asked for.
    expect(documentRequests).toEqual([]);
    // The match's sections came with the page: the prediction is there at once, not after a reflow.
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Prediction' }).count()).toBe(1);
    // The bar rests 1.2 s on complete before it goes idle.
    await expect
      .poll(() => progressStates(page), { timeout: 5_000 })
      .toEqual(['loading', 'complete', 'idle']);
    // A link leaves the root's data (language, lists, labels) as it is: only the page's loader runs.
    expect(dataRequests).toEqual(['routes/partite.$slug']);
    const shifts = await layoutShiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);

    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Inter/);
    await expect
      .poll(() => progressStates(page), { timeout: 5_000 })
      .toEqual(['loading', 'complete', 'idle', 'loading', 'complete', 'idle']);
  });
});

/** The named classes (decision 075) of the elements in `main` with no rule in any of the page's style sheets. */
const unstyledNamedClasses = (page: Page) =>
  page.evaluate(() => {
    const selectors = [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return []; // a sheet that did not load as CSS
        }
      })
      .flatMap(function selectorsOf(rule: CSSRule): string[] {
        if (rule instanceof CSSStyleRule) return [rule.selectorText];
        return rule instanceof CSSGroupingRule ? [...rule.cssRules].flatMap(selectorsOf) : [];
      })
      .join(' ');
    const named = [...document.querySelectorAll('main [class]')].flatMap((element) =>
      [...element.classList].filter((name) => /^n[0-9a-z]{6,}$/.test(name)),
    );
    return [...new Set(named)].filter((name) => !selectors.includes(`.${name}`));
  });

/** The named classes the server's `<style>` carries. */
const serverRenderedClasses = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-pallone-keys]')].flatMap((style) =>
      (style.getAttribute('data-pallone-keys') ?? '').split(' '),
    ),
  );

it('a page the browser renders after a client navigation is styled by the stylesheet of named templates', async () => {
  const page = await session.visit(1280, 'en-GB');
  await session.open(page, '/squadre/fc-internazionale-milano');
  // The stylesheet loads without blocking the first paint, then applies.
  await expect.poll(() => page.locator('link[data-pallone-sheet]').getAttribute('media')).toBe('all');
  const onFirstPage = new Set(await serverRenderedClasses(page));
  const link = page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Last results' }) })
    .getByRole('link')
    .first();
  await waitForHydration(link);
  await Promise.all([page.waitForURL('**/partite/**'), link.click()]);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/ - /);
  await waitForQuiet(page);
  const rendered = await page.evaluate(() =>
    [...document.querySelectorAll('main [class]')].flatMap((element) => [...element.classList]),
  );
  // The match page shows parts the team page did not: their rules came from the stylesheet alone.
  expect(
    rendered.filter((name) => /^n[0-9a-z]{6,}$/.test(name) && !onFirstPage.has(name)).length,
  ).toBeGreaterThan(0);
  expect(await unstyledNamedClasses(page)).toEqual([]);
});

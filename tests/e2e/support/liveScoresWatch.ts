/**
 * Watching a page's score change live (issue #11): a partner page embedding LiveScores and MatchTimeline for one
 * match, readers of the score as the embed and the site's match header show it, and a recorder in the page that
 * keeps every distinct score with the instant it first showed, plus a mark a reload would wipe out.
 */
import type { Page } from 'playwright-core';
import { embedRoutes } from './embedFiles.ts';
import { HOSTILE_CSS } from './partnerPage.ts';
import { startStaticServer, type StaticServer } from './staticServer.ts';

export { EMBED_FILE } from './embedFiles.ts';

/** A fixture of the bundled data (LaLiga 2026-27, matchday 38) that a replay of a real match plays onto. */
export const REPLAY_TARGET = { search: 'osasuna valencia', date: '2027-05-30' };

const authorization = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;

export async function findReplayTarget(apiOrigin: string): Promise<{ id: number; pallonecomSlug: string }> {
  const { search, date } = REPLAY_TARGET;
  const hits = (await fetch(
    `${apiOrigin}/api/v1/matches/search?search=${encodeURIComponent(search)}&limit=20`,
    { headers: { authorization } },
  ).then((response) => response.json())) as { id: number; pallonecomSlug: string; date: string }[];
  const found = hits.find((hit) => hit.date.startsWith(date));
  if (!found) throw new Error(`no ${search} fixture on ${date} in ${JSON.stringify(hits)}`);
  return found;
}

const livePartnerPage = (apiBase: string, matchId: number, date: string) => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Partner</title><style>${HOSTILE_CSS}</style></head>
<body>
<h1>Il blog del partner</h1>
<section>
  <div id="live-scores" data-pallone-widget="live-scores" data-date="${date}"></div>
  <div id="timeline" data-pallone-widget="match-timeline" data-match-id="${matchId}"></div>
</section>
<script src="/pallone-widgets.js" data-api-base="${apiBase}"></script>
</body></html>`;

/** The partner's site, on its own origin, embedding the widgets of `matchId` against `apiOrigin`. */
export function startLivePartner(apiOrigin: string, matchId: number, date: string): Promise<StaticServer> {
  return startStaticServer({
    '/': { type: 'text/html; charset=utf-8', body: livePartnerPage(apiOrigin, matchId, date) },
    ...embedRoutes(),
    '/favicon.ico': { type: 'image/x-icon', body: '' },
  });
}

/** Waits until the embedded LiveScores shows the row of the match. */
export async function waitForEmbedRow(page: Page, slug: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('#live-scores')?.shadowRoot?.querySelector(`a[href*="${wanted}"]`),
    slug,
    { timeout: 30_000 },
  );
}

/** The match's score as the embedded LiveScores row reads it out ("CA Osasuna 1-0 Valencia CF …" → "1-0"). */
export const READ_EMBED = (slug: string) => `() => {
  const host = document.querySelector('#live-scores');
  const row = host && host.shadowRoot && host.shadowRoot.querySelector('a[href*="${slug}"]');
  const score = row && /(\\d+)-(\\d+)/.exec(row.textContent || '');
  return score ? score[1] + '-' + score[2] : null;
}`;

/** The site's match header ("1 : 0" → "1-0"). */
export const READ_SITE = `() => {
  const strong = document.querySelector('[data-part="score"] strong');
  const score = strong && /(\\d+) : (\\d+)/.exec(strong.textContent || '');
  return score ? score[1] + '-' + score[2] : null;
}`;

/**
 * Records in the page every distinct score `read` returns, sampled every 20 ms, with the wall-clock instant each
 * score first showed, and marks the document so a reload would show (the mark would be gone).
 */
export async function recordScores(page: Page, read: string): Promise<void> {
  await page.evaluate((source) => {
    const reader = new Function(`return (${source})();`) as () => string | null;
    const seen: string[] = [];
    const firstSeenAt: Record<string, number> = {};
    Object.assign(window, { __palloneSeen: seen, __palloneSeenAt: firstSeenAt, __palloneNoReload: true });
    setInterval(() => {
      const value = reader();
      if (!value || seen.at(-1) === value) return;
      seen.push(value);
      firstSeenAt[value] ??= Date.now();
    }, 20);
  }, read);
}

export interface SeenScores {
  seen: string[];
  /** Score → the instant (ms since the epoch) it first showed. */
  firstSeenAt: Record<string, number>;
  noReload: boolean;
}

export const seenOn = (page: Page): Promise<SeenScores> =>
  page.evaluate(() => {
    const state = window as unknown as {
      __palloneSeen?: string[];
      __palloneSeenAt?: Record<string, number>;
      __palloneNoReload?: boolean;
    };
    return {
      seen: state.__palloneSeen ?? [],
      firstSeenAt: state.__palloneSeenAt ?? {},
      noReload: state.__palloneNoReload === true,
    };
  });

/** Waits until the page's recorder has seen `first` and now shows `last`. */
export async function waitForScores(
  page: Page,
  first: string,
  last: string,
  timeout = 20_000,
): Promise<void> {
  await page.waitForFunction(
    ([from, to]) => {
      const seen = (window as unknown as { __palloneSeen?: string[] }).__palloneSeen ?? [];
      return seen.includes(from!) && seen.at(-1) === to;
    },
    [first, last],
    { timeout },
  );
}

/** Every goal of the 2022 World Cup final in order, from the kick-off: what a replay of it shows. */
export const FINAL_SCORES = ['0-0', '1-0', '2-0', '2-1', '2-2', '3-2', '3-3'];
export const FINAL_SLUG = 'argentina-francia-2022-12-18';

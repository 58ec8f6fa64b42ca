/**
 * What a fan would stop trusting, found by a crawl (issue #15): the public site's pages, sampled across every route
 * shape by the link crawler, opened in real Chromium on a 375 px phone in Italian and in English. Fails on any page
 * wider than the screen, any section heading with nothing under it, and any score that disagrees with the stored
 * result (after extra time, with the shoot-out: core `matchResultText`), in lists and widgets and in the match
 * page's own title. Needs `npm run build`.
 */
import { matchResultText, shownScore, type Language, type Match } from '@pallone/core';
import { describe, expect, it } from 'vitest';
import { crawlSite } from './support/linkCrawler.ts';
import { readPageFindings, type ShownScore } from './support/pageFindings.ts';
import { openVisitor, waitForQuiet } from './support/siteVisitor.ts';
import { useSiteServer } from './support/siteServer.ts';

const AUTHORIZATION = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const STARTS = [
  '/',
  '/live-risultati',
  '/pronostici',
  '/statistiche',
  '/campionato/mondo-coppa-del-mondo',
  '/campionato/italia-serie-a',
  '/campionato/europa-champions-league',
  '/squadre/fc-internazionale-milano',
  '/squadre/argentina',
  '/giocatori/lionel-messi',
  '/partite/argentina-francia-2022-12-18',
];
const PAGES_PER_LANGUAGE = 45;
const WIDTH = 375;

const site = useSiteServer();

/** The stored match behind a slug, as the API gives it in a language (one request per slug and language). */
function storedMatches(language: Language) {
  const cache = new Map<string, Promise<Match | null>>();
  return (slug: string) => {
    let match = cache.get(slug);
    if (!match) {
      match = fetch(`${site.api.origin}/api/v1/matches/pallonecomSlug/${encodeURIComponent(slug)}`, {
        headers: { authorization: AUTHORIZATION, 'accept-language': language },
      }).then((response) => (response.ok ? (response.json() as Promise<Match>) : null));
      cache.set(slug, match);
    }
    return match;
  };
}

/** Why a shown score disagrees with the stored match, or null when it agrees. */
function scoreDisagreement(shown: ShownScore, match: Match): string | null {
  const stored = shownScore(match);
  if (!stored) return `shows ${shown.home}-${shown.away}, the match has no score`;
  if (stored.home !== shown.home || stored.away !== shown.away)
    return `shows ${shown.home}-${shown.away}, stored ${stored.home}-${stored.away}`;
  const shootout = match.penalties && `${match.penalties.home}-${match.penalties.away}`;
  if (shootout && !shown.text.includes(shootout)) return `leaves out the shoot-out ${shootout}`;
  return null;
}

describe('a crawl of the public site on a 375 px phone', () => {
  for (const language of ['it', 'en'] as const) {
    it(`no page is wider than the screen, no heading is empty, every score is the stored result (${language})`, async () => {
      const { htmlPages } = await crawlSite({
        origin: site.api.origin,
        starts: STARTS,
        maxPages: PAGES_PER_LANGUAGE,
        headers: { authorization: AUTHORIZATION, cookie: `lang=${language}` },
      });
      expect(htmlPages.length).toBeGreaterThan(PAGES_PER_LANGUAGE * 0.8);
      const visitor = await openVisitor(site.browser, site.api.origin, {
        width: WIDTH,
        locale: language === 'it' ? 'it-IT' : 'en-GB',
      });
      await visitor.context.addCookies([{ name: 'lang', value: language, url: site.api.origin }]);
      const stored = storedMatches(language);
      const problems: string[] = [];
      let scoresChecked = 0;
      try {
        for (const pathname of htmlPages) {
          await visitor.page.goto(site.api.origin + pathname, { waitUntil: 'load' });
          await waitForQuiet(visitor.page);
          const findings = await visitor.page.evaluate(readPageFindings);
          if (findings.overflow > 0)
            problems.push(`${pathname}: ${findings.overflow} px wider than the screen (${findings.widest})`);
          for (const heading of findings.emptyHeadings)
            problems.push(`${pathname}: empty section ${heading}`);
          for (const shown of findings.scores) {
            const match = await stored(shown.slug);
            if (!match) continue;
            scoresChecked += 1;
            const wrong = scoreDisagreement(shown, match);
            if (wrong) problems.push(`${pathname}: "${shown.text}" ${wrong}`);
          }
          const matchSlug = /^\/partite\/([^/?]+)/.exec(pathname)?.[1];
          const match = matchSlug ? await stored(decodeURIComponent(matchSlug)) : null;
          const result = match && matchResultText(match, language);
          const title = await visitor.page.title();
          if (result && !title.includes(result))
            problems.push(`${pathname}: title "${title}" lacks "${result}"`);
        }
      } finally {
        await visitor.context.close();
      }
      expect(scoresChecked, 'scores compared with the stored results').toBeGreaterThan(20);
      expect(problems).toEqual([]);
      expect(visitor.errors).toEqual([]);
    }, 600_000);
  }
});

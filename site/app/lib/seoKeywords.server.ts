/**
 * The server's half of SPEC §3 page metadata: the search words, each page's final keywords and the breadcrumb
 * list. Loaders compute them (through `page.seo`), so the browser gets the finished lists, never these words.
 */

import type { Seo } from './seo.ts';

export type Keyword = string | null | undefined;

const MAX_KEYWORDS = 15;

/** Search words in each language, for pages to add to their keywords. */
export const SEO_WORDS = {
  it: {
    football: 'calcio',
    results: 'risultati',
    liveScores: 'risultati in diretta',
    predictions: 'pronostici',
    bettingTips: 'pronostici calcio',
    betting: 'scommesse',
    odds: 'quote',
    bonus: 'bonus scommesse',
    news: 'notizie calcio',
    standings: 'classifica',
    fixtures: 'calendario',
    scorers: 'marcatori',
    statistics: 'statistiche',
  },
  en: {
    football: 'football',
    results: 'results',
    liveScores: 'live scores',
    predictions: 'predictions',
    bettingTips: 'football predictions',
    betting: 'betting',
    odds: 'odds',
    bonus: 'betting bonus',
    news: 'football news',
    standings: 'standings',
    fixtures: 'fixtures',
    scorers: 'top scorers',
    statistics: 'statistics',
  },
} as const satisfies Record<Seo['language'], Record<string, string>>;

/** The search words of one language (a page's: `page.words`). */
export type SeoWords = (typeof SEO_WORDS)[Seo['language']];

/**
 * SPEC §3 `keywords[]`: the page's own (an article's), then the ones it adds from its data, else the parts of
 * its title (split at `:`, `—`, `|`); then the site's name and "calcio"/"football". Trimmed, without repeats
 * (ignoring case), at most 15.
 */
export function pageKeywords(seo: Seo, extra: readonly Keyword[] = []): string[] {
  const own = [...(seo.keywords ?? []), ...extra].filter((word) => word?.trim());
  const fromTitle = seo.title.split(/\s*[:—|]\s*/);
  const words = [...(own.length > 0 ? own : fromTitle), 'Pallone', SEO_WORDS[seo.language].football];
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const word of words) {
    const trimmed = word?.trim().replace(/\s+/g, ' ') ?? '';
    const key = trimmed.toLocaleLowerCase(seo.language);
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    unique.push(trimmed);
  }
  return unique.slice(0, MAX_KEYWORDS);
}

/** A BreadcrumbList for JSON-LD from [name, absolute url] pairs. */
export function breadcrumbs(items: readonly (readonly [string, string])[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  };
}

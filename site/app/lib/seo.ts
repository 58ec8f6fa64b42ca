import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '@pallone/core';

export interface Seo {
  title: string;
  description: string;
  host: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  index?: boolean;
  follow?: boolean;
  keywords?: readonly string[];
  language: 'it' | 'en';
  jsonLd?: readonly object[];
  /** The page's versions in each language (hreflang), this one included; the language switch follows them. */
  alternates?: readonly SeoAlternate[];
}

export interface SeoAlternate {
  language: 'it' | 'en';
  /** Absolute URL. */
  url: string;
}

type Keyword = string | null | undefined;

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
} as const satisfies Record<'it' | 'en', Record<string, string>>;

/** The search words in the page's language (English until the metadata is known). */
export const seoWords = (seo: Pick<Seo, 'language'> | undefined) => SEO_WORDS[seo?.language ?? 'en'];

/**
 * SPEC §3 `keywords[]`: the page's own (an article's), then the ones its meta adds from its data, else the
 * parts of its title (split at `:`, `—`, `|`); then the site's name and "calcio"/"football". Trimmed, without
 * repeats (ignoring case), at most 15.
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

/**
 * SPEC §3 page metadata as head tags: title | host, description, keywords, canonical, robots (index/follow from
 * the metadata, both by default), Open Graph, Twitter, JSON-LD. `keywords` adds words from the page's data.
 */
export function seoMeta(seo: Seo | undefined, keywords: readonly Keyword[] = []): MetaDescriptor[] {
  if (!seo) return [];
  const title = pageTitle(seo.title, seo.host);
  const robots = `${seo.index === false ? 'noindex' : 'index'}, ${seo.follow === false ? 'nofollow' : 'follow'}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: pageKeywords(seo, keywords).join(', ') },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    ...(seo.alternates ?? []).map(({ language, url }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: url,
    })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: 'Pallone' },
    { property: 'og:locale', content: seo.language === 'it' ? 'it_IT' : 'en_GB' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
  ];
  if (seo.image) {
    tags.push({ property: 'og:image', content: seo.image }, { name: 'twitter:image', content: seo.image });
  }
  for (const item of seo.jsonLd ?? []) tags.push({ 'script:ld+json': item });
  return tags;
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

import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '@pallone/core';

/**
 * A page's SPEC §3 metadata, as its loader sends it (pageContext.server.ts's `page.seo`), and the head tags the
 * browser and the server write from it. Everything is final here: the keywords, the JSON-LD and the URLs come
 * computed from the server (seoKeywords.server.ts), so the browser carries no search words.
 */
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
  /** The page's final keywords, as the server computed them (`pageKeywords`): the keywords meta tag as is. */
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

/**
 * SPEC §3 page metadata as head tags: title | host, description, keywords (the server's final list, when there
 * are any), canonical, robots (index/follow from the metadata, both by default), Open Graph, Twitter, JSON-LD.
 */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const title = pageTitle(seo.title, seo.host);
  const robots = `${seo.index === false ? 'noindex' : 'index'}, ${seo.follow === false ? 'nofollow' : 'follow'}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    ...(seo.keywords?.length ? [{ name: 'keywords', content: seo.keywords.join(', ') }] : []),
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

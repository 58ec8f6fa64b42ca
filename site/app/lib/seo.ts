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
}

/** SPEC §3 page metadata as head tags: title | host, description, canonical, robots, Open Graph, Twitter, JSON-LD. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const title = pageTitle(seo.title, seo.host);
  const robots = `${seo.index === false ? 'noindex' : 'index'}, ${seo.follow === false ? 'nofollow' : 'follow'}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: seo.url },
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
  if (seo.keywords?.length) tags.push({ name: 'keywords', content: seo.keywords.join(', ') });
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

import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { seoMeta } from './seo.ts';
import { STANDINGS_SEO } from './seoTestPage.ts';

const base = STANDINGS_SEO;

const content = (tags: MetaDescriptor[], name: string): unknown =>
  tags.find((tag): tag is { name: string; content: string } => 'name' in tag && tag.name === name)?.content;

describe('seoMeta', () => {
  it('is empty without metadata', () => {
    expect(seoMeta(undefined)).toEqual([]);
  });

  it('writes the title with the host, description, keywords, canonical and Open Graph', () => {
    const tags = seoMeta({ ...base, keywords: ['Serie A', 'classifica', 'Pallone', 'calcio'] });
    expect(tags).toContainEqual({ title: 'Serie A 2024/2025: Classifica | pallone.example' });
    expect(content(tags, 'description')).toBe('La classifica della Serie A.');
    expect(content(tags, 'keywords')).toBe('Serie A, classifica, Pallone, calcio');
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: base.url });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'it_IT' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('writes the keywords as the server computed them, and no keywords tag without any', () => {
    expect(content(seoMeta({ ...base, keywords: ['Inter', 'inter', 'Milan'] }), 'keywords')).toBe(
      'Inter, inter, Milan',
    );
    expect(content(seoMeta(base), 'keywords')).toBeUndefined();
    expect(content(seoMeta({ ...base, keywords: [] }), 'keywords')).toBeUndefined();
  });

  it('asks for index and follow unless the metadata says otherwise', () => {
    expect(content(seoMeta(base), 'robots')).toBe('index, follow');
    expect(content(seoMeta({ ...base, index: false }), 'robots')).toBe('noindex, follow');
    expect(content(seoMeta({ ...base, follow: false }), 'robots')).toBe('index, nofollow');
    expect(content(seoMeta({ ...base, index: false, follow: false }), 'robots')).toBe('noindex, nofollow');
  });

  it('adds the image and the JSON-LD items', () => {
    const crumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };
    const tags = seoMeta({ ...base, image: 'https://pallone.example/a.png', jsonLd: [crumbs] });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://pallone.example/a.png' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ 'script:ld+json': crumbs });
  });
});

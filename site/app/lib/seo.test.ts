import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbs, pageKeywords, seoMeta, type Seo } from './seo.ts';

const base: Seo = {
  title: 'Serie A 2024/2025: Classifica',
  description: 'La classifica della Serie A.',
  host: 'pallone.example',
  url: 'https://pallone.example/campionato/italia-serie-a',
  language: 'it',
};

const content = (tags: MetaDescriptor[], name: string): unknown =>
  tags.find((tag): tag is { name: string; content: string } => 'name' in tag && tag.name === name)?.content;

describe('pageKeywords', () => {
  it('falls back to the parts of the title, then the site words in the page language', () => {
    expect(pageKeywords(base)).toEqual(['Serie A 2024/2025', 'Classifica', 'Pallone', 'calcio']);
    expect(pageKeywords({ ...base, title: 'Inter - Milan 2-1', language: 'en' })).toEqual([
      'Inter - Milan 2-1',
      'Pallone',
      'football',
    ]);
  });

  it('puts the page’s own keywords first, then those from its data, without blanks or repeats', () => {
    const seo = { ...base, keywords: ['Serie A', ' Inter '] };
    expect(pageKeywords(seo, ['serie a', null, '  ', 'pronostici', undefined, 'Calcio'])).toEqual([
      'Serie A',
      'Inter',
      'pronostici',
      'Calcio',
      'Pallone',
    ]);
  });

  it('keeps at most 15', () => {
    const many = Array.from({ length: 30 }, (_, index) => `parola ${index}`);
    expect(pageKeywords(base, many)).toHaveLength(15);
  });
});

describe('seoMeta', () => {
  it('is empty without metadata', () => {
    expect(seoMeta(undefined)).toEqual([]);
  });

  it('writes the title with the host, description, keywords, canonical and Open Graph', () => {
    const tags = seoMeta(base, ['Serie A', 'classifica']);
    expect(tags).toContainEqual({ title: 'Serie A 2024/2025: Classifica | pallone.example' });
    expect(content(tags, 'description')).toBe('La classifica della Serie A.');
    expect(content(tags, 'keywords')).toBe('Serie A, classifica, Pallone, calcio');
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: base.url });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'it_IT' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('asks for index and follow unless the metadata says otherwise', () => {
    expect(content(seoMeta(base), 'robots')).toBe('index, follow');
    expect(content(seoMeta({ ...base, index: false }), 'robots')).toBe('noindex, follow');
    expect(content(seoMeta({ ...base, follow: false }), 'robots')).toBe('index, nofollow');
    expect(content(seoMeta({ ...base, index: false, follow: false }), 'robots')).toBe('noindex, nofollow');
  });

  it('adds the image and the JSON-LD items', () => {
    const crumbs = breadcrumbs([['Pallone', 'https://pallone.example/']]);
    const tags = seoMeta({ ...base, image: 'https://pallone.example/a.png', jsonLd: [crumbs] });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://pallone.example/a.png' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ 'script:ld+json': crumbs });
  });
});

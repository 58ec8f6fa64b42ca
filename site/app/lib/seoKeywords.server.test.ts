import { describe, expect, it } from 'vitest';
import { breadcrumbs, pageKeywords } from './seoKeywords.server.ts';
import { STANDINGS_SEO } from './seoTestPage.ts';

const base = STANDINGS_SEO;

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

describe('breadcrumbs', () => {
  it('numbers the steps from 1', () => {
    expect(breadcrumbs([['Pallone', 'https://pallone.example/']])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Pallone', item: 'https://pallone.example/' },
      ],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { childrenNamed, parseXml } from './parseXml.ts';
import { buildSitemapIndex, buildUrlSet, childSitemapNames, parseChildSitemapName } from './sitemapXml.ts';

describe('sitemaps', () => {
  it('splits a kind into children of at most the chunk size', () => {
    expect(childSitemapNames('matches', 0)).toEqual([]);
    expect(childSitemapNames('matches', 50_000)).toEqual(['matches-1.xml']);
    expect(childSitemapNames('matches', 50_001)).toEqual(['matches-1.xml', 'matches-2.xml']);
    expect(childSitemapNames('teams', 5, 2)).toEqual(['teams-1.xml', 'teams-2.xml', 'teams-3.xml']);
    expect(parseChildSitemapName('matches-2.xml')).toEqual({ kind: 'matches', index: 1 });
    expect(parseChildSitemapName('matches-0.xml')).toBeNull();
    expect(parseChildSitemapName('../x.xml')).toBeNull();
  });

  it('writes valid sitemap index and urlset documents', () => {
    const index = parseXml(buildSitemapIndex(['https://h/sitemaps/news-1.xml']));
    expect(index.name).toBe('sitemapindex');
    expect(childrenNamed(childrenNamed(index, 'sitemap')[0]!, 'loc')[0]?.text).toBe(
      'https://h/sitemaps/news-1.xml',
    );
    const set = parseXml(
      buildUrlSet([{ loc: 'https://h/news/a&b', lastmod: new Date('2026-05-24T19:45:00Z') }]),
    );
    const url = childrenNamed(set, 'url')[0]!;
    expect(childrenNamed(url, 'loc')[0]?.text).toBe('https://h/news/a&b');
    expect(childrenNamed(url, 'lastmod')[0]?.text).toBe('2026-05-24');
  });
});

import { describe, expect, it } from 'vitest';
import { childrenNamed, parseXml } from './parseXml.ts';
import { buildRss, rfc822 } from './rssFeed.ts';

describe('buildRss', () => {
  it('writes a valid RSS 2.0 document with atom:link rel=self and escaped items', () => {
    const xml = buildRss(
      {
        title: 'Pallone – News: Tutte',
        link: 'https://h/news',
        selfUrl: 'https://h/rss/tutte.xml?a=1&b=2',
        description: 'd',
        language: 'it-IT',
      },
      [
        {
          title: 'Brighton & Hove Albion < 3',
          link: 'https://h/news/x',
          description: 'a & b',
          category: 'Generali',
          publishedAt: new Date('2026-05-24T19:45:00Z'),
        },
      ],
    );
    const rss = parseXml(xml);
    expect(rss.name).toBe('rss');
    expect(rss.attributes).toMatchObject({ version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    const channel = childrenNamed(rss, 'channel')[0]!;
    expect(childrenNamed(channel, 'atom:link')[0]?.attributes).toEqual({
      href: 'https://h/rss/tutte.xml?a=1&b=2',
      rel: 'self',
      type: 'application/rss+xml',
    });
    const item = childrenNamed(channel, 'item')[0]!;
    expect(childrenNamed(item, 'title')[0]?.text).toBe('Brighton & Hove Albion < 3');
    expect(childrenNamed(item, 'pubDate')[0]?.text).toBe('Sun, 24 May 2026 19:45:00 GMT');
    expect(childrenNamed(item, 'guid')[0]?.attributes.isPermaLink).toBe('true');
  });

  it('formats dates as RFC 822', () => {
    expect(rfc822(new Date('2026-01-02T03:04:05Z'))).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
  });
});

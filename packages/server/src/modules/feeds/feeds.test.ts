import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { RSS_FEED_LABELS, RSS_FEED_TYPES } from '@pallone/core';
import { news } from '../../db/contentSchema.ts';
import { matches, players, teams } from '../../db/schema.ts';
import { childrenNamed, parseXml, type XmlElement } from '../../content/parseXml.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
const TRICKY_TITLE = 'Brighton & Hove Albion <3 "quote" d\'esempio';

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await t.database.db.insert(news).values({
    translationKey: 'test-escaping',
    language: 'it',
    pallonecomSlug: 'test-escaping-a-b',
    title: TRICKY_TITLE,
    publishedAt: new Date('2030-01-01T00:00:00Z'),
    articleSection: 'Test',
    description: 'A & B < C',
    category: 'generali',
    body: '<p>x</p>',
    searchText: 'test',
  });
  // Published a minute ago: the newest item of every feed.
  await t.database.db.insert(news).values({
    translationKey: 'test-escaping-now',
    language: 'it',
    pallonecomSlug: 'test-escaping-now',
    title: TRICKY_TITLE,
    publishedAt: new Date(NOW.getTime() - 60_000),
    articleSection: 'Test',
    description: 'A & B < C',
    category: 'generali',
    body: '<p>x</p>',
    searchText: 'test',
  });
});
afterAll(() => t.close());

/** Public: no credentials are sent. */
const fetchXml = async (url: string) => {
  const response = await t.inject({ method: 'GET', url, headers: { host: 'www.pallone.test' } });
  expect(response.statusCode, url).toBe(200);
  return { response, root: parseXml(response.body) };
};

const text = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;

describe('RSS feeds', () => {
  it.each(RSS_FEED_TYPES)('serves /rss/%s.xml as valid RSS 2.0 without credentials', async (type) => {
    const { response, root } = await fetchXml(`/rss/${type}.xml`);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(root.name).toBe('rss');
    expect(root.attributes.version).toBe('2.0');
    const channel = childrenNamed(root, 'channel')[0]!;
    expect(text(channel, 'title')).toBe(`Pallone – News: ${RSS_FEED_LABELS[type]}`);
    expect(text(channel, 'language')).toBe('it-IT');
    expect(childrenNamed(channel, 'atom:link')[0]?.attributes).toMatchObject({
      rel: 'self',
      href: `https://www.pallone.test/rss/${type}.xml`,
    });
    const items = childrenNamed(channel, 'item');
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      const link = text(item, 'link')!;
      expect(link).toMatch(/^https:\/\/www\.pallone\.test\/news\/[a-z0-9-]+$/);
      expect(text(item, 'guid')).toBe(link);
      expect(text(item, 'pubDate')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(text(item, 'description')).toBeTruthy();
      if (type !== 'tutte') expect(text(item, 'category')).toBe(RSS_FEED_LABELS[type]);
    }
    if (type === 'tutte') {
      const categories = new Set(items.map((item) => text(item, 'category')));
      expect(categories).toEqual(new Set(['Generali', 'Pronostici e scommesse']));
    }
  });

  it('escapes titles and descriptions, and never lists news scheduled for later', async () => {
    const { root } = await fetchXml('/rss/generali.xml');
    const items = childrenNamed(childrenNamed(root, 'channel')[0]!, 'item');
    expect(text(items[0]!, 'title')).toBe(TRICKY_TITLE);
    expect(text(items[0]!, 'description')).toBe('A & B < C');
    expect(items.filter((item) => text(item, 'link')?.endsWith('/test-escaping-a-b'))).toEqual([]);
  });

  it('serves the English versions with ?lang=en, and 404s an unknown feed', async () => {
    const { root } = await fetchXml('/rss/tutte.xml?lang=en');
    expect(text(childrenNamed(root, 'channel')[0]!, 'language')).toBe('en-GB');
    expect((await t.inject({ method: 'GET', url: '/rss/sport.xml' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/rss/tutte.xml?lang=fr' })).statusCode).toBe(400);
  });
});

describe('sitemaps', () => {
  it('serves a sitemap index whose children cover every news, guide, competition, team, player and match', async () => {
    const { response, root } = await fetchXml('/sitemap.xml');
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(root.name).toBe('sitemapindex');
    const locs = childrenNamed(root, 'sitemap').map((s) => text(s, 'loc')!);
    for (const kind of ['news', 'guides', 'competitions', 'teams', 'players', 'matches']) {
      expect(locs).toContain(`https://www.pallone.test/sitemaps/${kind}-1.xml`);
    }
    let total = 0;
    for (const loc of locs) {
      const child = await fetchXml(new URL(loc).pathname);
      expect(child.root.name).toBe('urlset');
      const urls = childrenNamed(child.root, 'url');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      total += urls.length;
    }
    const db = t.database.db;
    const [[m], [p], [tm]] = await Promise.all([
      db.select({ n: count() }).from(matches),
      db.select({ n: count() }).from(players),
      db.select({ n: count() }).from(teams),
    ]);
    expect(total).toBeGreaterThan(m!.n + p!.n + tm!.n);
  });

  it('lists match pages on their statistiche tab and news pages with a lastmod', async () => {
    const matchesMap = (await fetchXml('/sitemaps/matches-1.xml')).root;
    const first = childrenNamed(matchesMap, 'url')[0]!;
    expect(text(first, 'loc')).toMatch(/^https:\/\/www\.pallone\.test\/partite\/[a-z0-9-]+\/statistiche$/);
    const newsMap = (await fetchXml('/sitemaps/news-1.xml')).root;
    const newsUrl = childrenNamed(newsMap, 'url')[0]!;
    expect(text(newsUrl, 'loc')).toMatch(/^https:\/\/www\.pallone\.test\/news\//);
    expect(text(newsUrl, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const teamsMap = (await fetchXml('/sitemaps/teams-1.xml')).root;
    expect(text(childrenNamed(teamsMap, 'url')[0]!, 'loc')).toMatch(/\/squadre\/[a-z0-9-]+$/);
  });

  it('lists the fixed pages (home, news, predictions, statistics, live scores, guides, legal) in pages-1.xml', async () => {
    const index = (await fetchXml('/sitemap.xml')).root;
    const locs = childrenNamed(index, 'sitemap').map((s) => text(s, 'loc'));
    expect(locs[0]).toBe('https://www.pallone.test/sitemaps/pages-1.xml');
    const pages = (await fetchXml('/sitemaps/pages-1.xml')).root;
    expect(pages.name).toBe('urlset');
    const urls = childrenNamed(pages, 'url').map((url) => text(url, 'loc'));
    const expected = [
      '/',
      '/news',
      '/pronostici',
      '/statistiche',
      '/live-risultati',
      '/scommesse/guide',
      '/privacy',
      '/cookie',
      '/terms-conditions',
    ];
    for (const path of expected) expect(urls).toContain(`https://www.pallone.test${path}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect((await t.inject({ method: 'GET', url: '/sitemaps/pages-2.xml' })).statusCode).toBe(404);
  });

  it('404s a child that does not exist', async () => {
    expect((await t.inject({ method: 'GET', url: '/sitemaps/matches-99.xml' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/sitemaps/secrets-1.xml' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/sitemaps/matches.xml' })).statusCode).toBe(404);
  });
});

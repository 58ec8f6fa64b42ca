/**
 * PALLONE_SAMPLE_CONTENT=off hides every sample row of the seed from every public read (lists, detail pages,
 * search, RSS, sitemap, bonus banners), while a row staff wrote stays visible; on (the default) shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../db/contentSchema.ts';
import { BASIC_AUTH_HEADER, createTestApp, type TestApp } from '../testing/testApp.ts';

const API = '/api/v1';
/** A story a member of staff wrote (not a sample): it must stay public when the samples are hidden. */
const STAFF_STORY = {
  translationKey: 'staff-note-sample-switch',
  language: 'it',
  pallonecomSlug: 'nota-della-redazione-contenuti-reali',
  title: 'Nota della redazione sui contenuti reali',
  publishedAt: new Date('2025-01-10T09:00:00Z'),
  articleSection: 'Redazione',
  description: 'Una nota scritta dalla redazione.',
  category: 'generali',
  body: '<p>Una nota scritta dalla redazione.</p>',
  searchText: 'nota della redazione sui contenuti reali',
  isSample: false,
};

let shown: TestApp;
let hidden: TestApp;

beforeAll(async () => {
  [shown, hidden] = await Promise.all([createTestApp(), createTestApp({ sampleContent: false })]);
  await Promise.all([shown, hidden].map((t) => t.database.db.insert(news).values(STAFF_STORY)));
}, 120_000);
afterAll(async () => {
  await Promise.all([shown?.close(), hidden?.close()]);
});

const get = (t: TestApp, path: string) => t.get(API + path);
const post = (t: TestApp, url: string, payload: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: API + url,
    headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': 'it' },
    payload,
  });
const json = <T>(response: { json(): unknown }) => response.json() as T;

describe('PALLONE_SAMPLE_CONTENT', () => {
  it('off: news lists, search and the RSS feed hold only what staff wrote; on: the samples too', async () => {
    for (const [t, samples] of [
      [shown, true],
      [hidden, false],
    ] as const) {
      const home = json<{ pallonecomSlug: string; isSample: boolean }[]>(await get(t, '/news/home?limit=20'));
      expect(home.some((item) => item.isSample)).toBe(samples);
      if (!samples) expect(home.map((item) => item.pallonecomSlug)).toEqual([STAFF_STORY.pallonecomSlug]);

      const page = json<{ total: number; items: { isSample: boolean }[] }>(
        await post(t, '/news/getPaginated', { page: 1, pageSize: 100 }),
      );
      expect(page.total > 1).toBe(samples);
      expect(page.items.every((item) => !item.isSample)).toBe(!samples);

      const found = json<unknown[]>(await get(t, '/news/search?search=redazione'));
      expect(found.length).toBeGreaterThan(0);
      const rss = (await t.get('/rss/tutte.xml')).body;
      expect(rss).toContain(STAFF_STORY.title);
      expect(rss.match(/<item>/g)?.length ?? 0).toBe(samples ? page.total : 1);
    }
  });

  it('off: a sample news, author, guide, landing page or bonus answers 404 by slug; on: 200', async () => {
    const slugOf = async (url: string, body?: Record<string, unknown>) => {
      const response = body ? await post(shown, url, body) : await get(shown, url);
      const list = json<{ items?: { pallonecomSlug: string }[] } | { pallonecomSlug: string }[]>(response);
      const first = Array.isArray(list) ? list[0] : list.items?.[0];
      if (!first) throw new Error(`${url} listed nothing with the samples shown`);
      return first.pallonecomSlug;
    };
    const samples = [
      `/news/pallonecomSlug/${await slugOf('/news/home?limit=1&category=pronostici-scommesse')}`,
      '/authors/pallonecomSlug/luca-esempio',
      `/guides/pallonecomSlug/${await slugOf('/guides/getPaginated', { page: 1, pageSize: 1 })}`,
      `/landings/pallonecomSlug/${await slugOf('/landings')}`,
      `/bookmakerBonuses/pallonecomSlug/${await slugOf('/bookmakerBonuses')}`,
    ];
    for (const url of samples) {
      expect((await get(shown, url)).statusCode, url).toBe(200);
      expect((await get(hidden, url)).statusCode, url).toBe(404);
    }
    expect((await get(hidden, `/news/pallonecomSlug/${STAFF_STORY.pallonecomSlug}`)).statusCode).toBe(200);
  });

  it('off: no bonus, boosted odds, bookmaker, payment method, guide, landing page or author anywhere', async () => {
    const lists = [
      '/bookmakerBonuses',
      '/bookmakerBonuses/home',
      '/bookmakerBonuses/search?search=bonus',
      '/bonusQuota',
      '/landings',
      '/paymentsMethods',
      '/crawlUrls/getImportantList',
      '/authors/search?search=esempio',
      '/guides/search?search=odds',
    ];
    for (const url of lists) {
      const size = (t: TestApp) => get(t, url).then((response) => json<unknown[]>(response).length);
      expect(await size(shown), url).toBeGreaterThan(0);
      expect(await size(hidden), url).toBe(0);
    }
    for (const url of [
      '/bookmakerBonuses/getPaginated',
      '/bonusQuota/getPaginated',
      '/guides/getPaginated',
    ]) {
      const total = async (t: TestApp) =>
        json<{ total: number }>(await post(t, url, { page: 1, pageSize: 10 })).total;
      expect(await total(shown), url).toBeGreaterThan(0);
      expect(await total(hidden), url).toBe(0);
    }
  });

  it('off: the sitemap lists the staff news and no sample news or guide', async () => {
    const newsMap = async (t: TestApp) => (await t.get('/sitemaps/news-1.xml')).body;
    expect(await newsMap(shown)).toMatch(/<loc>[^<]*\/news\/(?!nota-della-redazione)/);
    const hiddenNews = await newsMap(hidden);
    expect(hiddenNews.match(/<loc>/g)).toHaveLength(1);
    expect(hiddenNews).toContain(`/news/${STAFF_STORY.pallonecomSlug}`);
    const index = async (t: TestApp) => (await t.get('/sitemap.xml')).body;
    expect(await index(shown)).toContain('guides-1.xml');
    expect(await index(hidden)).not.toContain('guides-1.xml');
  });
});

/**
 * Draft, scheduled and published news (issue #13, decision 039), on the app's injected clock: a draft is never
 * public, a scheduled article goes live at its time with nobody acting (detail, lists, search, RSS, sitemap),
 * no cached answer hides it past that time, and unpublishing (back to draft) hides it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { createStaffTestApp, type StaffTestApp } from '../backoffice/staffTestApp.ts';

const T0 = Date.parse('2026-11-20T12:00:00.000Z');
let clock = T0;
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();

const article = (slug: string, status: 'draft' | 'published', publishedAt: string, language = 'it') => ({
  language,
  status,
  pallonecomSlug: slug,
  title: `Stato ${slug}`,
  publishedAt,
  articleSection: 'Serie A',
  keywords: ['stato'],
  description: `Descrizione ${slug}`,
  category: 'generali',
  body: '<p>Testo.</p>',
});

async function create(body: ReturnType<typeof article> & { translationKey?: string }) {
  const response = await t.staff({ method: 'POST', url: '/api/v1/news', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; status: string; translationKey: string };
}

const get = (url: string, language = 'it') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': language },
  });

/** What a visitor can reach of `slug` at the current clock: each public read that could show it. */
async function publicTraces(slug: string, id: number) {
  const [byId, bySlug, home, page, search, rss, sitemap] = await Promise.all([
    get(`/api/v1/news/${id}`),
    get(`/api/v1/news/pallonecomSlug/${slug}`),
    get('/api/v1/news/home?limit=20'),
    t.app.inject({
      method: 'POST',
      url: '/api/v1/news/getPaginated',
      headers: { authorization: BASIC_AUTH_HEADER },
      payload: { page: 1, pageSize: 50, filters: { title: 'Stato' } },
    }),
    get(`/api/v1/news/search?search=${encodeURIComponent(`Stato ${slug}`)}`),
    t.app.inject({ method: 'GET', url: '/rss/tutte.xml' }),
    t.app.inject({ method: 'GET', url: '/sitemaps/news-1.xml' }),
  ]);
  const slugs = (items: { pallonecomSlug: string }[]) => items.map((item) => item.pallonecomSlug);
  return {
    byId: byId.statusCode,
    bySlug: bySlug.statusCode,
    home: slugs(home.json()).includes(slug),
    page: slugs(page.json().items).includes(slug),
    search: slugs(search.json()).includes(slug),
    rss: rss.body.includes(`/news/${slug}</link>`),
    sitemap: sitemap.body.includes(`/news/${slug}</loc>`),
  };
}

const HIDDEN = {
  byId: 404,
  bySlug: 404,
  home: false,
  page: false,
  search: false,
  rss: false,
  sitemap: false,
};
const SHOWN = { byId: 200, bySlug: 200, home: true, page: true, search: true, rss: true, sitemap: true };

async function backofficeStatus(id: number): Promise<string> {
  const response = await t.staff({ method: 'GET', url: `/api/v1/backoffice/news/${id}` });
  return response.json().status as string;
}

async function backofficeSlugs(status: string): Promise<string[]> {
  const response = await t.staff({
    method: 'POST',
    url: '/api/v1/backoffice/news/getPaginated',
    payload: { page: 1, pageSize: 100, search: 'stato-', status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((item: { pallonecomSlug: string }) => item.pallonecomSlug);
}

describe('news status', () => {
  it('keeps a draft out of every public read, even with a past date, and lists it as a draft for staff', async () => {
    clock = T0;
    const draft = await create(article('stato-bozza', 'draft', at(-3_600_000)));
    expect(draft.status).toBe('draft');
    expect(await publicTraces('stato-bozza', draft.id)).toEqual(HIDDEN);
    expect(await backofficeStatus(draft.id)).toBe('draft');
    expect(await backofficeSlugs('draft')).toContain('stato-bozza');
    expect(await backofficeSlugs('published')).not.toContain('stato-bozza');
  });

  it('publishes a scheduled article at its time, past every cached answer, and unpublishing hides it', async () => {
    clock = T0;
    const scheduled = await create(article('stato-programmato', 'published', at(30_000)));
    expect(scheduled.status).toBe('scheduled');
    expect(await backofficeSlugs('scheduled')).toEqual(['stato-programmato']);

    // Read (and cached) before its time: hidden, and no answer may be kept past its publication.
    expect(await publicTraces('stato-programmato', scheduled.id)).toEqual(HIDDEN);
    const home = await get('/api/v1/news/home?limit=20');
    expect(home.headers['x-cache']).toBe('HIT');
    const maxAge = Number(/max-age=(\d+)/.exec(String(home.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30);

    // Its time comes: nobody acts, the clock moves on, every read shows it.
    clock = T0 + 30_000;
    expect(await publicTraces('stato-programmato', scheduled.id)).toEqual(SHOWN);
    expect(await backofficeStatus(scheduled.id)).toBe('published');
    expect(await backofficeSlugs('published')).toContain('stato-programmato');

    // Unpublished: back to a draft, gone from every public read at once.
    const unpublished = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      payload: { id: scheduled.id, ...article('stato-programmato', 'draft', at(30_000)) },
    });
    expect(unpublished.json().status).toBe('draft');
    expect(await publicTraces('stato-programmato', scheduled.id)).toEqual(HIDDEN);
  });

  it('caches for the full time again once nothing is scheduled', async () => {
    clock = T0 + 60_000;
    await get('/api/v1/news/home?limit=3');
    const home = await get('/api/v1/news/home?limit=3');
    expect(home.headers['cache-control']).toMatch(/max-age=60\b/);
  });

  it('never shows a draft translation: readers of its language get the published version instead', async () => {
    clock = T0 + 60_000;
    const italian = await create(article('stato-tradotto', 'published', at(-60_000)));
    await create({
      ...article('stato-translated', 'draft', at(-60_000), 'en'),
      translationKey: italian.translationKey,
    });
    const english = await get('/api/v1/news/pallonecomSlug/stato-tradotto', 'en');
    expect(english.statusCode).toBe(200);
    expect(english.json().pallonecomSlug).toBe('stato-tradotto');
    expect(english.json().translations).toEqual([{ language: 'it', pallonecomSlug: 'stato-tradotto' }]);
    const home = await get('/api/v1/news/home?limit=20', 'en');
    expect(home.json().map((item: { pallonecomSlug: string }) => item.pallonecomSlug)).toContain(
      'stato-tradotto',
    );
  });
});

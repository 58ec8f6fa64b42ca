import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

const SUMMARY_KEYS = [
  'articleSection',
  'author',
  'category',
  'description',
  'id',
  'image',
  'isSample',
  'keywords',
  'language',
  'pallonecomSlug',
  'publishedAt',
  'title',
];

const post = (url: string, payload: unknown, language = 'it') =>
  t.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });

async function firstNews(language: string, category?: string) {
  const response = await t.get(`${API}/news/home?limit=20${category ? `&category=${category}` : ''}`, {
    language,
  });
  expect(response.statusCode).toBe(200);
  const list = response.json() as {
    id: number;
    pallonecomSlug: string;
    language: string;
    category: string;
  }[];
  expect(list.length).toBeGreaterThan(0);
  return list;
}

describe('GET /news/home', () => {
  it('lists the latest published news in the request language, newest first, SPEC fields', async () => {
    const italian = await firstNews('it');
    expect(italian.every((n) => n.language === 'it')).toBe(true);
    const english = (await t.get(`${API}/news/home`, { language: 'en' })).json() as {
      language: string;
      publishedAt: string;
      author: { name: string; link: string | null };
    }[];
    expect(english).toHaveLength(6);
    expect(english.every((n) => n.language === 'en')).toBe(true);
    const dates = english.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(english[0]!).sort()).toEqual(SUMMARY_KEYS);
    expect(english[0]!.author).toMatchObject({
      name: expect.any(String),
      link: expect.stringMatching(/^\//),
    });
  });

  it('filters by category and bounds the limit', async () => {
    const betting = await firstNews('it', 'pronostici-scommesse');
    expect(betting.every((n) => n.category === 'pronostici-scommesse')).toBe(true);
    expect((await t.get(`${API}/news/home?limit=21`)).statusCode).toBe(400);
    expect((await t.get(`${API}/news/home?category=sport`)).statusCode).toBe(400);
  });
});

describe('GET /news/{id} and /news/pallonecomSlug/{slug}', () => {
  it('reads one news item with its sanitized body, match, competition and translations', async () => {
    const [item] = await firstNews('it', 'generali');
    const response = await t.get(`${API}/news/${item!.id}`, { language: 'it' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(item!.id);
    expect(body.body).toContain('<p>');
    expect(body.body).not.toMatch(/<script|on\w+=/i);
    expect(body.match).toMatchObject({ id: expect.any(Number), pallonecomSlug: expect.any(String) });
    expect(body.competition).toMatchObject({ pallonecomSlug: expect.any(String) });
    expect(body.translations.map((tr: { language: string }) => tr.language)).toEqual(['it', 'en']);
    expect(body.isSample).toBe(true);
  });

  it('answers the version in the request language where both exist', async () => {
    const [item] = await firstNews('it');
    const english = (await t.get(`${API}/news/${item!.id}`, { language: 'en' })).json();
    expect(english.language).toBe('en');
    expect(english.id).not.toBe(item!.id);
    const bySlug = (
      await t.get(`${API}/news/pallonecomSlug/${item!.pallonecomSlug}`, { language: 'en' })
    ).json();
    expect(bySlug.id).toBe(english.id);
    const ids = (
      await t.get(`${API}/news/pallonecomSlug/${item!.pallonecomSlug}/getIds`, { language: 'it' })
    ).json();
    expect(ids).toEqual({ id: item!.id });
  });

  it('checks competitionSlug when given', async () => {
    const [item] = await firstNews('it', 'generali');
    const detail = (await t.get(`${API}/news/${item!.id}`, { language: 'it' })).json();
    const slug = detail.competition.pallonecomSlug as string;
    const ok = await t.get(`${API}/news/pallonecomSlug/${item!.pallonecomSlug}?competitionSlug=${slug}`);
    expect(ok.statusCode).toBe(200);
    const wrong = await t.get(`${API}/news/pallonecomSlug/${item!.pallonecomSlug}?competitionSlug=serie-z`);
    expect(wrong.statusCode).toBe(404);
  });

  it('is a 404 when unknown and a 400 naming the field when malformed', async () => {
    expect((await t.get(`${API}/news/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/news/pallonecomSlug/no-such-news`)).statusCode).toBe(404);
    expect((await t.get(`${API}/news/pallonecomSlug/no-such-news/getIds`)).statusCode).toBe(404);
    const bad = await t.get(`${API}/news/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });

  it('needs the public credentials', async () => {
    expect((await t.inject({ method: 'GET', url: `${API}/news/home` })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: `${API}/news/getPaginated`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('GET /news/{id}/related', () => {
  it('lists other stories, never the news itself or its translation', async () => {
    const [item] = await firstNews('it', 'generali');
    const detail = (await t.get(`${API}/news/${item!.id}`, { language: 'it' })).json();
    const related = (await t.get(`${API}/news/${item!.id}/related`, { language: 'it' })).json() as {
      id: number;
      pallonecomSlug: string;
    }[];
    expect(related).toHaveLength(4);
    const own = (detail.translations as { pallonecomSlug: string }[]).map((tr) => tr.pallonecomSlug);
    expect(related.some((n) => own.includes(n.pallonecomSlug))).toBe(false);
    expect((await t.get(`${API}/news/999999/related`)).statusCode).toBe(404);
  });
});

describe('GET /news/search', () => {
  it('finds news by title words, and 400s a blank search', async () => {
    const results = (await t.get(`${API}/news/search?search=over%202.5`, { language: 'en' })).json() as {
      title: string;
    }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.title).toMatch(/Over 2\.5/);
    const blank = await t.get(`${API}/news/search?search=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('search');
  });
});

describe('POST /news/getPaginated and /getPaginatedSimplified', () => {
  it('pages through at least 30 stories with a total, several pages of 6', async () => {
    const first = (await post('/news/getPaginated', { page: 1, pageSize: 6 })).json();
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.items).toHaveLength(6);
    expect(first).toMatchObject({ page: 1, pageSize: 6 });
    const second = (await post('/news/getPaginated', { page: 2, pageSize: 6 })).json();
    const ids = new Set(first.items.map((n: { id: number }) => n.id));
    expect(second.items.some((n: { id: number }) => ids.has(n.id))).toBe(false);
    const both = (
      await post('/news/getPaginated', { page: 1, pageSize: 50, filters: { category: 'generali' } })
    ).json();
    expect(both.items.every((n: { category: string }) => n.category === 'generali')).toBe(true);
  });

  it('caps pageSize at 50 and sorts by title', async () => {
    const capped = (await post('/news/getPaginated', { page: 1, pageSize: 500 })).json();
    expect(capped.pageSize).toBe(50);
    const byTitle = (
      await post('/news/getPaginated', { page: 1, pageSize: 10, sort: { field: 'title' } })
    ).json();
    const titles = byTitle.items.map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      [...titles].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('answers the simplified shape', async () => {
    const page = (await post('/news/getPaginatedSimplified', { page: 1, pageSize: 3 })).json();
    expect(Object.keys(page.items[0]).sort()).toEqual([
      'category',
      'id',
      'image',
      'pallonecomSlug',
      'publishedAt',
      'title',
    ]);
  });

  it('rejects page 0, unknown filters and unknown sort fields with a 400 naming the field', async () => {
    const page0 = await post('/news/getPaginated', { page: 0, pageSize: 10 });
    expect(page0.statusCode).toBe(400);
    expect(page0.json().field).toBe('page');
    const filter = await post('/news/getPaginated', { page: 1, pageSize: 10, filters: { colour: 'red' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().field).toBe('colour');
    const sort = await post('/news/getPaginatedSimplified', {
      page: 1,
      pageSize: 10,
      sort: { field: 'colour' },
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().field).toBe('sort.field');
  });
});

describe('GET /news/{authorId}/getByAuthor', () => {
  it('pages the news of an author 6 at a time', async () => {
    const [item] = await firstNews('it', 'generali');
    const detail = (await t.get(`${API}/news/${item!.id}`, { language: 'it' })).json();
    const authorId = detail.author.id as number;
    const page = (
      await t.get(`${API}/news/${authorId}/getByAuthor?currentPage=1`, { language: 'it' })
    ).json();
    expect(page.pageSize).toBe(6);
    expect(page.items).toHaveLength(6);
    expect(page.total).toBeGreaterThan(6);
    expect(page.items.every((n: { author: { id: number } }) => n.author.id === authorId)).toBe(true);
    expect((await t.get(`${API}/news/999999/getByAuthor`)).statusCode).toBe(404);
    expect((await t.get(`${API}/news/${authorId}/getByAuthor?currentPage=0`)).statusCode).toBe(400);
  });
});

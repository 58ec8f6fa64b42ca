import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

const page = (payload: unknown, language = 'it') =>
  t.inject({
    method: 'POST',
    url: `${API}/guides/getPaginated`,
    headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });

describe('POST /guides/getPaginated', () => {
  it('pages the 6 sample guides in the request language, in their order', async () => {
    const first = (await page({ page: 1, pageSize: 4 })).json();
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(
      first.items.every((g: { language: string; isSample: boolean }) => g.language === 'it' && g.isSample),
    ).toBe(true);
    expect(first.items[0].title).toBe('Come leggere le quote decimali');
    const second = (await page({ page: 2, pageSize: 4 })).json();
    expect(second.items).toHaveLength(2);
    const english = (await page({ page: 1, pageSize: 10 }, 'en')).json();
    expect(english.items[0].title).toBe('How to read decimal odds');
    expect(Object.keys(english.items[0]).sort()).toEqual([
      'author',
      'description',
      'id',
      'image',
      'isSample',
      'keywords',
      'language',
      'pallonecomSlug',
      'publishedAt',
      'title',
    ]);
  });

  it('filters by keyword and title, caps pageSize, and rejects bad pages, filters and sorts', async () => {
    const keyword = (await page({ page: 1, pageSize: 10, filters: { keyword: 'quote' } })).json();
    expect(keyword.items.map((g: { title: string }) => g.title)).toEqual(['Come leggere le quote decimali']);
    const title = (await page({ page: 1, pageSize: 10, filters: { title: 'bonus' } })).json();
    expect(title.total).toBe(1);
    expect((await page({ page: 1, pageSize: 99 })).json().pageSize).toBe(50);
    const page0 = await page({ page: 0, pageSize: 10 });
    expect(page0.statusCode).toBe(400);
    expect(page0.json().field).toBe('page');
    const filter = await page({ page: 1, pageSize: 10, filters: { author: 'x' } });
    expect(filter.json().field).toBe('author');
    const sort = await page({ page: 1, pageSize: 10, sort: { field: 'colour' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().field).toBe('sort.field');
  });
});

describe('GET /guides/{id}, /guides/pallonecomSlug/{slug}, /getIds and /search', () => {
  it('reads a guide with its sanitized body and both translations', async () => {
    const bySlug = await t.get(`${API}/guides/pallonecomSlug/come-leggere-le-quote-decimali`, {
      language: 'it',
    });
    expect(bySlug.statusCode).toBe(200);
    const guide = bySlug.json();
    expect(guide.body).toContain('<table>');
    expect(guide.translations).toEqual([
      { language: 'it', pallonecomSlug: 'come-leggere-le-quote-decimali' },
      { language: 'en', pallonecomSlug: 'how-to-read-decimal-odds' },
    ]);
    const byId = (await t.get(`${API}/guides/${guide.id}`, { language: 'it' })).json();
    expect(byId.pallonecomSlug).toBe('come-leggere-le-quote-decimali');
    const english = (await t.get(`${API}/guides/${guide.id}`, { language: 'en' })).json();
    expect(english.pallonecomSlug).toBe('how-to-read-decimal-odds');
    const ids = (
      await t.get(`${API}/guides/pallonecomSlug/come-leggere-le-quote-decimali/getIds`, { language: 'it' })
    ).json();
    expect(ids).toEqual({ id: guide.id });
  });

  it('searches guides by title', async () => {
    const results = (
      await t.get(`${API}/guides/search?search=gioco%20responsabile`, { language: 'it' })
    ).json();
    expect(results[0]).toMatchObject({ pallonecomSlug: 'gioco-responsabile-limiti-e-strumenti' });
    expect((await t.get(`${API}/guides/search?search=`)).statusCode).toBe(400);
  });

  it('is a 404 when unknown, 400 when malformed, 401 without credentials', async () => {
    expect((await t.get(`${API}/guides/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/guides/pallonecomSlug/nessuna-guida`)).statusCode).toBe(404);
    expect((await t.get(`${API}/guides/pallonecomSlug/nessuna-guida/getIds`)).statusCode).toBe(404);
    expect((await t.get(`${API}/guides/x`)).json().field).toBe('id');
    expect((await t.inject({ method: 'GET', url: `${API}/guides/1` })).statusCode).toBe(401);
  });
});

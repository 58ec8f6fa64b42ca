import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

describe('authors', () => {
  it('reads an author by slug and by id, bio in the request language', async () => {
    const bySlug = await t.get(`${API}/authors/pallonecomSlug/luca-esempio`, { language: 'it' });
    expect(bySlug.statusCode).toBe(200);
    const author = bySlug.json();
    expect(Object.keys(author).sort()).toEqual(['bio', 'id', 'isSample', 'link', 'name', 'pallonecomSlug']);
    expect(author).toMatchObject({ name: 'Luca Esempio', isSample: true, link: '/autori/luca-esempio' });
    expect(author.bio).toMatch(/^Autore di esempio/);
    const english = (await t.get(`${API}/authors/${author.id}`, { language: 'en' })).json();
    expect(english.bio).toMatch(/^Sample author/);
  });

  it('pages the news of an author, 6 by default (SPEC §9)', async () => {
    const author = (await t.get(`${API}/authors/pallonecomSlug/marta-bozza`)).json();
    const first = (await t.get(`${API}/authors/${author.id}/getNews`, { language: 'it' })).json();
    expect(first.pageSize).toBe(6);
    expect(first.items).toHaveLength(6);
    expect(first.total).toBeGreaterThan(6);
    const last = Math.ceil(first.total / 6);
    const end = (
      await t.get(`${API}/authors/${author.id}/getNews?currentPage=${last}`, { language: 'it' })
    ).json();
    expect(end.items.length).toBe(first.total - (last - 1) * 6);
    const beyond = (await t.get(`${API}/authors/${author.id}/getNews?currentPage=${last + 1}`)).json();
    expect(beyond.items).toEqual([]);
    expect((await t.get(`${API}/authors/${author.id}/getNews?pageSize=100`)).json().pageSize).toBe(50);
  });

  it('searches authors by name', async () => {
    const results = (await t.get(`${API}/authors/search?search=sara`)).json();
    expect(results[0]).toMatchObject({ name: 'Sara Prova', pallonecomSlug: 'sara-prova' });
  });

  it('is a 404 when unknown, 400 when malformed, 401 without credentials', async () => {
    expect((await t.get(`${API}/authors/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/authors/999999/getNews`)).statusCode).toBe(404);
    expect((await t.get(`${API}/authors/pallonecomSlug/nessuno`)).statusCode).toBe(404);
    expect((await t.get(`${API}/authors/abc`)).json().field).toBe('id');
    expect((await t.inject({ method: 'GET', url: `${API}/authors/search?search=sara` })).statusCode).toBe(
      401,
    );
  });
});

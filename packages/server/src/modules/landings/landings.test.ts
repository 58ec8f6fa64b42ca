import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

const METADATA_KEYS = [
  'author',
  'canonicals',
  'description',
  'follow',
  'image',
  'index',
  'keywords',
  'publishedAt',
  'title',
  'type',
  'url',
];

describe('landings', () => {
  it('lists the landing pages in the request language with SPEC §3 page metadata', async () => {
    const list = (await t.get(`${API}/landings`, { language: 'it' })).json() as {
      id: number;
      language: string;
      pallonecomSlug: string;
      metadata: Record<string, unknown>;
    }[];
    expect(list).toHaveLength(3);
    expect(list.every((l) => l.language === 'it')).toBe(true);
    expect(Object.keys(list[0]!.metadata).sort()).toEqual(METADATA_KEYS);
    const bonus = list.find((l) => l.pallonecomSlug === 'bonus-scommesse-le-offerte-di-benvenuto');
    expect(bonus?.metadata).toMatchObject({
      index: true,
      follow: false,
      canonicals: [`/${bonus?.pallonecomSlug}`],
    });
  });

  it('reads a landing page by slug and id, body sanitized, request-language version', async () => {
    const slug = 'scommesse-sul-calcio-quote-pronostici-e-statistiche';
    const italian = (await t.get(`${API}/landings/pallonecomSlug/${slug}`, { language: 'it' })).json();
    expect(italian.body).toContain('<a href="/scommesse/guide" rel="noopener">');
    expect(italian.translations.map((tr: { language: string }) => tr.language)).toEqual(['it', 'en']);
    const english = (await t.get(`${API}/landings/${italian.id}`, { language: 'en' })).json();
    expect(english.language).toBe('en');
    expect(english.metadata.title).toBe('Football betting: odds, predictions and statistics');
    expect((await t.get(`${API}/landings/999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/landings/pallonecomSlug/nessuna`)).statusCode).toBe(404);
  });

  it('pages with POST /landings/getPaginated', async () => {
    const post = (payload: unknown) =>
      t.inject({
        method: 'POST',
        url: `${API}/landings/getPaginated`,
        headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': 'en' },
        payload: payload as Record<string, unknown>,
      });
    const first = (await post({ page: 1, pageSize: 2 })).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const titles = first.items.map((l: { title: string }) => l.title);
    expect(titles).toEqual([...titles].sort());
    expect((await post({ page: 1, pageSize: 2, filters: { title: 'bonus' } })).json().total).toBe(1);
    expect((await post({ page: 0, pageSize: 2 })).json().field).toBe('page');
    expect((await post({ page: 1, pageSize: 2, filters: { slug: 'x' } })).json().field).toBe('slug');
    expect((await post({ page: 1, pageSize: 2, sort: { field: 'x' } })).json().field).toBe('sort.field');
  });

  it('needs the public credentials', async () => {
    expect((await t.inject({ method: 'GET', url: `${API}/landings` })).statusCode).toBe(401);
  });
});

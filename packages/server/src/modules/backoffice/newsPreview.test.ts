/**
 * "Anteprima" (decision 049): unsaved fields come back as the public detail would show them, never cached nor
 * indexed, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { news } from '../../db/contentSchema.ts';
import { staffTestAppPerFile } from './staffTestApp.ts';
import { newsData } from './testContentData.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const t = staffTestAppPerFile({ now: () => NOW });

const draft = newsData({
  status: 'draft',
  title: 'Anteprima: il Milan rimonta',
  publishedAt: '2026-11-23T18:00:00.000Z',
  category: 'pronostici-scommesse',
  body: '<p>Rimonta.</p><script>alert(1)</script>',
});

async function newsCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(news);
  return row?.total ?? 0;
}

describe('news preview', () => {
  it('answers the unsaved article as the public detail, with no-store and noindex, and writes nothing', async () => {
    const before = await newsCount();
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/preview',
      payload: draft,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json()).toMatchObject({
      title: draft.title,
      pallonecomSlug: 'anteprima-il-milan-rimonta',
      articleSection: 'Pronostici e scommesse',
      body: '<p>Rimonta.</p>',
      image: null,
      translations: [],
    });
    expect(await newsCount()).toBe(before);

    const again = await t.staff({ method: 'POST', url: '/api/v1/backoffice/news/preview', payload: draft });
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers.etag).toBeUndefined();
  });

  it('previews a saved article’s new title over its stored slug and lists its versions', async () => {
    const saved = await t.staff({
      method: 'POST',
      url: '/api/v1/news',
      payload: { ...draft, pallonecomSlug: 'milan-rimonta-salvata' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json();
    const response = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/preview',
      payload: { ...draft, id, title: 'Titolo nuovo, non salvato' },
    });
    expect(response.json()).toMatchObject({
      id,
      title: 'Titolo nuovo, non salvato',
      pallonecomSlug: 'milan-rimonta-salvata',
      translations: [{ language: 'it', pallonecomSlug: 'milan-rimonta-salvata' }],
    });
    const publicRead = await t.publicGet(`/api/v1/news/${id}`);
    expect(publicRead.statusCode).toBe(404);
  });

  it('is refused without a staff session and answers 400 to a field out of its schema', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/news/preview',
      payload: draft,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/preview',
      payload: { ...draft, category: 'gossip' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

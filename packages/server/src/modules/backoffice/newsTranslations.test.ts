/**
 * Linked translations (decision 049): the back-office creates an article's version in the other language from it
 * and lists the story's versions; once published, the public detail of each names the other.
 */
import { describe, expect, it } from 'vitest';
import { staffTestAppPerFile } from './staffTestApp.ts';
import { minuteBefore, newsData } from './testContentData.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const t = staffTestAppPerFile({ now: () => NOW });

const italian = newsData({
  pallonecomSlug: 'derby-d-italia-traduzioni',
  title: "Derby d'Italia: pari a San Siro",
  publishedAt: minuteBefore(NOW),
  body: '<p>Uno a uno.</p>',
});

async function create(data: object) {
  const response = await t.staff({ method: 'POST', url: '/api/v1/news', payload: data });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; translationKey: string; pallonecomSlug: string };
}

describe('news translations in the back-office', () => {
  it('creates the English version from the Italian one as a linked draft and lists both versions', async () => {
    const source = await create(italian);
    const made = await t.staff({
      method: 'POST',
      url: `/api/v1/backoffice/news/${source.id}/translations`,
      payload: { language: 'en' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const draft = made.json();
    expect(draft).toMatchObject({
      translationKey: source.translationKey,
      language: 'en',
      status: 'draft',
      title: italian.title,
      body: '<p>Uno a uno.</p>',
      articleSection: 'News',
      image: null,
      publishedAt: NOW.toISOString(),
    });
    expect(draft.pallonecomSlug).toBe('derby-d-italia-pari-a-san-siro');

    const versions = await t.staff({
      method: 'GET',
      url: `/api/v1/backoffice/news/${draft.id}/translations`,
    });
    expect(versions.json()).toEqual([
      {
        id: source.id,
        language: 'it',
        pallonecomSlug: italian.pallonecomSlug,
        title: italian.title,
        status: 'published',
      },
      {
        id: draft.id,
        language: 'en',
        pallonecomSlug: draft.pallonecomSlug,
        title: italian.title,
        status: 'draft',
      },
    ]);

    // While the translation is a draft the public detail names only the Italian version.
    const before = await t.publicGet(`/api/v1/news/pallonecomSlug/${italian.pallonecomSlug}`);
    expect(before.json().translations).toEqual([{ language: 'it', pallonecomSlug: italian.pallonecomSlug }]);

    const published = await t.staff({
      method: 'PUT',
      url: '/api/v1/news',
      payload: {
        ...italian,
        id: draft.id,
        language: 'en',
        pallonecomSlug: 'derby-ditalia-draw',
        title: "Derby d'Italia: a draw at San Siro",
        translationKey: source.translationKey,
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = await t.publicGet(`/api/v1/news/pallonecomSlug/${italian.pallonecomSlug}`);
    expect(after.json().translations).toEqual([
      { language: 'it', pallonecomSlug: italian.pallonecomSlug },
      { language: 'en', pallonecomSlug: 'derby-ditalia-draw' },
    ]);
  });

  it('refuses a second version in a language the story has, with 400 naming "language", and writes nothing', async () => {
    const source = await create({ ...italian, pallonecomSlug: 'versione-doppia', title: 'Versione doppia' });
    const same = await t.staff({
      method: 'POST',
      url: `/api/v1/backoffice/news/${source.id}/translations`,
      payload: { language: 'it' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'language' });
    const versions = await t.staff({
      method: 'GET',
      url: `/api/v1/backoffice/news/${source.id}/translations`,
    });
    expect(versions.json()).toHaveLength(1);
  });

  it('answers 404 for an unknown article and 400 for an unknown language', async () => {
    const unknown = await t.staff({ method: 'GET', url: '/api/v1/backoffice/news/2147483000/translations' });
    expect(unknown.statusCode).toBe(404);
    const made = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/2147483000/translations',
      payload: { language: 'en' },
    });
    expect(made.statusCode).toBe(404);
    const bad = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/news/1/translations',
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import type { RequestInitLike } from './fetchTypes.ts';
import { recordingClient } from './testing/recordingFetch.ts';

const setup = () =>
  recordingClient({ baseUrl: 'https://api.test', language: 'it', token: () => 'jwt.1' }, { id: 9 });

const BASE = 'https://api.test/api/v1';
const authorization = (init: RequestInitLike) => (init.headers as Record<string, string>).Authorization;

describe('the back-office news translation and preview calls', () => {
  it('lists the versions and creates one with credentialed calls on the article’s translations path', async () => {
    const { client, calls } = setup();
    await client.getNewsVersions(4);
    await client.createNewsTranslation(4, 'en');
    expect(calls.map(({ url, init }) => [init.method ?? 'GET', url])).toEqual([
      ['GET', `${BASE}/backoffice/news/4/translations`],
      ['POST', `${BASE}/backoffice/news/4/translations`],
    ]);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ language: 'en' });
    expect(calls.every(({ init }) => authorization(init) === 'Bearer jwt.1')).toBe(true);
  });

  it('posts the unsaved fields to the preview', async () => {
    const { client, calls } = setup();
    const fields = {
      language: 'it' as const,
      status: 'draft' as const,
      title: 'Prova',
      publishedAt: '2025-08-25T21:00:00.000Z',
      keywords: [],
      description: 'Una prova',
      category: 'generali' as const,
      body: '<p>x</p>',
    };
    await client.previewNews(fields);
    expect(calls[0]!.url).toBe(`${BASE}/backoffice/news/preview`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(fields);
  });

  it('lists, reads and restores revisions with credentialed calls on the article’s revisions path', async () => {
    const { client, calls } = setup();
    await client.getNewsRevisions(4);
    await client.getNewsRevision(4, 12);
    await client.restoreNewsRevision(4, 12);
    expect(calls.map(({ url, init }) => [init.method ?? 'GET', url])).toEqual([
      ['GET', `${BASE}/backoffice/news/4/revisions`],
      ['GET', `${BASE}/backoffice/news/4/revisions/12`],
      ['POST', `${BASE}/backoffice/news/4/revisions/12/restore`],
    ]);
    expect(calls.every(({ init }) => authorization(init) === 'Bearer jwt.1')).toBe(true);
  });
});

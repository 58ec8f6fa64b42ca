import { describe, expect, it } from 'vitest';
import type { NewsCreate } from '@pallone/contract';
import { recordingClient } from './testing/recordingFetch.ts';

const setup = () =>
  recordingClient({ baseUrl: 'https://api.test', language: 'it', token: () => 'jwt.1' }, { id: 8 });

/** Core is typed without the DOM: the runtime's Blob and a sent FormData, structurally. */
const { Blob } = globalThis as unknown as { Blob: new (parts: string[]) => object };
type SentForm = { get(name: string): unknown };

const BASE = 'https://api.test/api/v1';
const NEWS: NewsCreate = {
  language: 'it',
  status: 'draft',
  pallonecomSlug: 'prova',
  title: 'Prova',
  publishedAt: '2025-08-25T21:00:00.000Z',
  authorId: null,
  articleSection: 'Calcio',
  keywords: [],
  description: 'Una prova',
  category: 'generali',
  body: '<p>x</p>',
  matchId: null,
  competitionId: null,
};

describe('the back-office calls of the core client', () => {
  it('lists a page with a credentialed POST to the section path (landings under /landings/backoffice)', async () => {
    const { client, calls } = setup();
    await client.getStaffPage('news', { page: 2, pageSize: 20, status: 'scheduled' });
    await client.getStaffPage('landings', { page: 1, pageSize: 20 });
    expect(calls.map(({ url, init }) => [init.method, url, init.headers.Authorization])).toEqual([
      ['POST', `${BASE}/backoffice/news/getPaginated`, 'Bearer jwt.1'],
      ['POST', `${BASE}/landings/backoffice/getPaginated`, 'Bearer jwt.1'],
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ page: 2, pageSize: 20, status: 'scheduled' });
  });

  it('reads, deletes and reads the dashboard on the back-office paths', async () => {
    const { client, calls } = setup();
    await client.getStaffRecord('guides', 3);
    await client.deleteStaffRecord('bonusQuota', 4);
    await client.getStaffDashboard();
    expect(calls.map(({ url, init }) => [init.method, url])).toEqual([
      ['GET', `${BASE}/backoffice/guides/3`],
      ['DELETE', `${BASE}/backoffice/bonusQuota/4`],
      ['GET', `${BASE}/backoffice/dashboard`],
    ]);
  });

  it('creates with a multipart POST and updates with a PUT carrying the id and removeImage', async () => {
    const { client, calls } = setup();
    await client.saveStaffRecord('news', { data: NEWS, image: new Blob(['png']) });
    await client.saveStaffRecord('news', { id: 8, data: NEWS, removeImage: true });
    const [create, update] = calls.map(({ init }) => init.body as SentForm);
    expect(calls.map(({ url, init }) => [init.method, url])).toEqual([
      ['POST', `${BASE}/news`],
      ['PUT', `${BASE}/news`],
    ]);
    expect(JSON.parse(String(create!.get('data')))).toEqual(NEWS);
    expect(create!.get('image')).toBeInstanceOf(Blob);
    expect(JSON.parse(String(update!.get('data')))).toEqual({ id: 8, ...NEWS, removeImage: true });
    expect(update!.get('image')).toBeNull();
  });

  it('keeps the stored image when a new one replaces it, and writes quote maggiorate as JSON', async () => {
    const { client, calls } = setup();
    await client.saveStaffRecord('news', { id: 8, data: NEWS, image: new Blob(['png']), removeImage: true });
    const data = { bookmakerId: 1, market: '1X2', selection: '1' } as never;
    await client.saveStaffRecord('bonusQuota', { id: 5, data });
    expect(JSON.parse(String((calls[0]!.init.body as SentForm).get('data')))).not.toHaveProperty(
      'removeImage',
    );
    expect(calls[1]!.init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ id: 5, ...(data as object) });
  });
});

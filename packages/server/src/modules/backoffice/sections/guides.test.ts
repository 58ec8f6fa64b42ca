/**
 * Guides in the back-office: create with an image → public read → update → delete (row and image files gone),
 * each in the audit log; 401 without a token, 403 without XSRF, 404 for an unknown id, 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { staffTestAppPerFile } from '../staffTestApp.ts';
import { multipart, png } from '../testMultipart.ts';
import { guideData } from '../testContentData.ts';
import { loggedActions, uploadedFiles, withoutXsrf } from '../testSectionChecks.ts';

const t = staffTestAppPerFile();

const guide = (slug: string) => guideData(slug, { title: 'Guida da cancellare' });

const files = () => uploadedFiles(t, 'guides');

describe('deleting a guide in the back-office', () => {
  it('creates, reads publicly, updates, deletes with its image, and logs each change', async () => {
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/guides',
      ...multipart(guide('guida-da-cancellare'), { bytes: await png(700, 400) }),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await files()).length).toBe(3);
    expect((await t.publicGet(`/api/v1/guides/${id}`)).json().title).toBe('Guida da cancellare');

    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/guides',
      payload: { ...guide('guida-da-cancellare'), id, title: 'Guida aggiornata' },
    });
    expect(updated.json().title).toBe('Guida aggiornata');

    const deleted = await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/guides/${id}` });
    expect(deleted.json()).toEqual({ id, deleted: true });
    expect((await t.publicGet(`/api/v1/guides/${id}`)).statusCode).toBe(404);
    expect(await files()).toEqual([]);
    expect((await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/guides/${id}` })).statusCode).toBe(
      404,
    );

    expect(await loggedActions(t, 'guide', id)).toEqual(['delete', 'update', 'create']);
  });

  it('answers 401 without a token, 403 without the XSRF header, 400 naming the id', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/backoffice/guides/1' })).statusCode).toBe(
      401,
    );
    const noXsrf = await withoutXsrf(t, { method: 'DELETE', url: '/api/v1/backoffice/guides/1' });
    expect(noXsrf.statusCode).toBe(403);
    const bad = await t.staff({ method: 'DELETE', url: '/api/v1/backoffice/guides/abc' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('id');
  });
});

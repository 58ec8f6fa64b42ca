/**
 * Landing pages in the back-office: create with an image and SEO metadata → public read → update → delete, each
 * in the audit log; body sanitized; 401 without a token, 403 without XSRF, 400 naming the field; list with search.
 */
import { describe, expect, it } from 'vitest';
import { staffTestAppPerFile } from '../staffTestApp.ts';
import { multipart, png } from '../testMultipart.ts';
import { expectFieldErrors, loggedActions, uploadedFiles, withoutXsrf } from '../testSectionChecks.ts';

const t = staffTestAppPerFile({ now: () => NOW });

const NOW = new Date('2026-11-20T12:00:00Z');

const landing = (slug: string) => ({
  language: 'it',
  pallonecomSlug: slug,
  title: 'Scommesse Serie A prova',
  body: '<h2>Come scommettere</h2><p onmouseover="x()">Testo</p><script>alert(1)</script>',
  seoTitle: 'Scommesse Serie A',
  seoDescription: 'Guida alle scommesse sulla Serie A',
  seoKeywords: ['scommesse', 'serie a'],
  seoIndex: false,
  seoFollow: true,
  seoCanonicals: ['https://pallone.example/scommesse-serie-a'],
  publishedAt: new Date(NOW.getTime() - 60_000).toISOString(),
});

const files = () => uploadedFiles(t, 'landings');

describe('landing pages in the back-office', () => {
  it('creates with an image, shows it publicly with its SEO metadata, updates, deletes, and logs each change', async () => {
    const created = await t.staff({
      method: 'POST',
      url: '/api/v1/landings',
      ...multipart(landing('landing-prova'), { bytes: await png(1300, 500) }),
    });
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row.body).toBe('<h2>Come scommettere</h2><p>Testo</p>');
    expect(row.image.path).toMatch(/^\/uploads\/landings\/[0-9a-f-]{36}-1200\.webp$/);
    expect(row).toMatchObject({ seoIndex: false, seoFollow: true, seoKeywords: ['scommesse', 'serie a'] });

    const publicRead = await t.publicGet(`/api/v1/landings/pallonecomSlug/landing-prova`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().body).toBe('<h2>Come scommettere</h2><p>Testo</p>');
    expect(JSON.stringify(publicRead.json())).toContain('Guida alle scommesse sulla Serie A');

    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/landings',
      ...multipart(
        { ...landing('landing-prova'), id: row.id, title: 'Landing aggiornata' },
        { bytes: await png(800, 400) },
      ),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe('Landing aggiornata');
    expect(updated.json().translationKey).toBe(row.translationKey);
    expect(updated.json().image.path).not.toBe(row.image.path);
    expect((await files()).length).toBe(3);

    const list = await t.staff({
      method: 'POST',
      url: '/api/v1/landings/backoffice/getPaginated',
      payload: { search: 'aggiornata', sort: { field: 'publishedAt', direction: 'desc' } },
    });
    expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([row.id]);

    const deleted = await t.staff({ method: 'DELETE', url: `/api/v1/backoffice/landings/${row.id}` });
    expect(deleted.json()).toEqual({ id: row.id, deleted: true });
    expect((await t.publicGet(`/api/v1/landings/${row.id}`)).statusCode).toBe(404);
    expect(await files()).toEqual([]);

    expect(await loggedActions(t, 'landing', row.id)).toEqual(['delete', 'update', 'create']);
  });

  it('answers 401 without a token and 403 without the XSRF header', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/landings', payload: landing('no-token') }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/landings/backoffice/getPaginated', payload: {} }))
        .statusCode,
    ).toBe(401);
    const noXsrf = await withoutXsrf(t, {
      method: 'POST',
      url: '/api/v1/landings',
      payload: landing('no-xsrf'),
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('rejects bad input with 400 naming the field, leaving no file', async () => {
    await expectFieldErrors(
      async (patch) =>
        t.staff({
          method: 'POST',
          url: '/api/v1/landings',
          ...multipart({ ...landing('bad-landing'), ...patch }, { bytes: await png(100, 100) }),
        }),
      [
        [{ seoTitle: '' }, 'seoTitle'],
        [{ seoCanonicals: ['javascript:alert(1)'] }, 'seoCanonicals.0'],
        [{ pallonecomSlug: 'Not A Slug' }, 'pallonecomSlug'],
        [{ seoDescription: undefined }, 'seoDescription'],
      ],
    );
    await t.staff({ method: 'POST', url: '/api/v1/landings', payload: landing('taken-landing') });
    const taken = await t.staff({
      method: 'POST',
      url: '/api/v1/landings',
      ...multipart(landing('taken-landing'), { bytes: await png(100, 100) }),
    });
    expect(taken.json().field).toBe('pallonecomSlug');
    expect(await files()).toEqual([]);
  });
});

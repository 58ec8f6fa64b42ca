/**
 * Teams and competitions in the back-office: paginated lists with search and sort; PUT /competitions with the
 * names and a logo → public read → logged; 401 without a token, 403 without XSRF, 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../../testing/testApp.ts';
import { staffTestAppPerFile } from '../staffTestApp.ts';
import { multipart, png } from '../testMultipart.ts';
import { loggedActions, withoutXsrf } from '../testSectionChecks.ts';

const t = staffTestAppPerFile();

describe('teams and competitions in the back-office', () => {
  it('lists teams with search and sort', async () => {
    const page = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/teams/getPaginated',
      payload: { pageSize: 5, search: 'juv', sort: { field: 'name', direction: 'asc' } },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(
      body.items.every((team: { name: string; pallonecomSlug: string }) =>
        /juv/i.test(`${team.name} ${team.pallonecomSlug}`),
      ),
    ).toBe(true);
    const byId = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/teams/getPaginated',
      payload: { pageSize: 3, sort: { field: 'id', direction: 'desc' } },
    });
    const ids = byId.json().items.map((team: { id: number }) => team.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(byId.json().total).toBeGreaterThan(3);
  });

  it('lists competitions with search and sort', async () => {
    const page = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/competitions/getPaginated',
      payload: { search: 'it.1' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((c: { id: number }) => c.id)).toContain(68);
    const sorted = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/competitions/getPaginated',
      payload: { pageSize: 100, sort: { field: 'code', direction: 'asc' } },
    });
    const codes = sorted.json().items.map((c: { code: string }) => c.code);
    expect(codes.length).toBeGreaterThan(1);
    expect(sorted.json().total).toBe(codes.length);
  });

  it('updates a competition with names and a logo, shows it publicly, and logs it', async () => {
    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/competitions',
      ...multipart({ id: 68, nameIt: 'Serie A Enilive', nameEn: 'Serie A' }, { bytes: await png(400, 400) }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: 68, nameIt: 'Serie A Enilive', nameEn: 'Serie A' });
    expect(updated.json().image.path).toMatch(/^\/uploads\/teams\/[0-9a-f-]{36}-256\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: updated.json().image.path });
    expect(file.statusCode).toBe(200);

    const publicRead = await t.app.inject({
      method: 'GET',
      url: '/api/v1/competitions/68',
      headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': 'it' },
    });
    expect(publicRead.json().name).toBe('Serie A Enilive');

    const found = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/competitions/getPaginated',
      payload: { search: 'enilive' },
    });
    expect(found.json().items.map((c: { id: number }) => c.id)).toEqual([68]);

    const jsonOnly = await t.staff({
      method: 'PUT',
      url: '/api/v1/competitions',
      payload: { id: 68, removeImage: true },
    });
    expect(jsonOnly.json().image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: updated.json().image.path })).statusCode).toBe(404);

    expect(await loggedActions(t, 'competition', 68)).toEqual(['update', 'update']);
  });

  it('answers 401 without a token, 403 without XSRF, 400 naming the field, 404 for an unknown competition', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/competitions', payload: { id: 68 } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/backoffice/teams/getPaginated', payload: {} }))
        .statusCode,
    ).toBe(401);
    const noXsrf = await withoutXsrf(t, { method: 'PUT', url: '/api/v1/competitions', payload: { id: 68 } });
    expect(noXsrf.statusCode).toBe(403);
    const empty = await t.staff({
      method: 'PUT',
      url: '/api/v1/competitions',
      payload: { id: 68, nameIt: '' },
    });
    expect({ status: empty.statusCode, field: empty.json().field }).toEqual({ status: 400, field: 'nameIt' });
    const extra = await t.staff({
      method: 'PUT',
      url: '/api/v1/competitions',
      payload: { id: 68, code: 'xx' },
    });
    expect(extra.json().field).toBe('code');
    expect(
      (await t.staff({ method: 'PUT', url: '/api/v1/competitions', payload: { id: 999999 } })).statusCode,
    ).toBe(404);
  });
});

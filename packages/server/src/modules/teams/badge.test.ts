/**
 * Team pictures on real data: a club's generated badge, a national team's flag, the flags route, and the crest
 * the back-office uploads replacing the badge in every public read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffTestApp, type StaffTestApp } from '../backoffice/staffTestApp.ts';
import { multipart, png } from '../backoffice/testMultipart.ts';
import { teamIdBySource } from '../../testing/dataIds.ts';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const teamId = (sourceId: string) => teamIdBySource(t.database.db, sourceId);

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/teams/{id}/badge.svg', () => {
  it("draws a club's badge, without credentials, cached with an ETag", async () => {
    const inter = await teamId('fc-internazionale-milano-ita');
    const response = await open(`/api/v1/teams/${inter}/badge.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
    expect(response.body).toContain('>INT</text>');
    expect(response.headers['cache-control']).toMatch(/public, max-age=86400/);
    const etag = String(response.headers.etag);
    expect((await open(`/api/v1/teams/${inter}/badge.svg`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('draws two clubs differently', async () => {
    const [inter, milan] = await Promise.all([
      open(`/api/v1/teams/${await teamId('fc-internazionale-milano-ita')}/badge.svg`),
      open(`/api/v1/teams/${await teamId('ac-milan-ita')}/badge.svg`),
    ]);
    expect(milan.body).toContain('>MIL</text>');
    const fills = (svg: string) => [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(fills(inter.body)).not.toEqual(fills(milan.body));
  });

  it("serves a national team's square flag: Italy, and Scotland's own flag", async () => {
    const italy = await open(`/api/v1/teams/${await teamId('national-italy')}/badge.svg`);
    const flag = await open('/flags/1x1/it.svg');
    expect(italy.statusCode).toBe(200);
    expect(italy.body).toBe(flag.body);
    const scotland = await open(`/api/v1/teams/${await teamId('national-scotland')}/badge.svg`);
    expect(scotland.body).toBe((await open('/flags/1x1/gb-sct.svg')).body);
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    expect((await open('/api/v1/teams/999999/badge.svg')).statusCode).toBe(404);
    const bad = await open('/api/v1/teams/abc/badge.svg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBeTypeOf('string');
  });
});

describe('GET /flags/{shape}/{name}.svg', () => {
  it('serves flag-icons flags for a week, and 404 for a name it does not ship', async () => {
    const italy = await open('/flags/4x3/it.svg');
    expect(italy.statusCode).toBe(200);
    expect(italy.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(italy.headers['cache-control']).toMatch(/max-age=604800/);
    expect(italy.headers.etag).toBeTruthy();
    expect((await open('/flags/4x3/zz.svg')).statusCode).toBe(404);
    expect((await open('/flags/2x2/it.svg')).statusCode).toBe(400);
    expect((await open('/flags/4x3/..%2Fpackage.json')).statusCode).toBe(400);
  });
});

describe('team and country images in the public reads', () => {
  it('gives a club its badge and its country a flag, and an uploaded crest replaces the badge', async () => {
    const inter = await teamId('fc-internazionale-milano-ita');
    const before = (await t.publicGet(`/api/v1/teams/${inter}`)).json();
    expect(before.image).toEqual({ path: `/api/v1/teams/${inter}/badge.svg` });
    expect(before.country.image).toEqual({ path: '/flags/4x3/it.svg' });

    const upload = await t.staff({
      method: 'PUT',
      url: '/api/v1/teams',
      ...multipart({ id: inter }, { bytes: await png(300, 300) }),
    });
    expect(upload.statusCode).toBe(200);
    const crest = upload.json().image.path as string;
    expect(crest).toMatch(/^\/uploads\/teams\/[0-9a-f-]{36}-256\.webp$/);
    expect((await t.publicGet(`/api/v1/teams/${inter}`)).json().image).toEqual({ path: crest });
    expect((await open(crest)).statusCode).toBe(200);

    const removed = await t.staff({
      method: 'PUT',
      url: '/api/v1/teams',
      ...multipart({ id: inter, removeImage: true }),
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.publicGet(`/api/v1/teams/${inter}`)).json().image).toEqual({
      path: `/api/v1/teams/${inter}/badge.svg`,
    });
  });

  it("gives a national team its flag and a competition's country its flag", async () => {
    const england = (await t.publicGet(`/api/v1/teams/${await teamId('national-england')}`)).json();
    expect(england.country.image).toEqual({ path: '/flags/4x3/gb-eng.svg' });
    const serieA = (await t.publicGet('/api/v1/competitions/68')).json();
    expect(serieA.country.image).toEqual({ path: '/flags/4x3/it.svg' });
  });
});

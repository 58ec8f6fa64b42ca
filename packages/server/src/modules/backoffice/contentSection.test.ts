/**
 * The content-section routes declare their write bodies (decision 046): the OpenAPI document shows each write's
 * JSON data and, for sections with a picture, the multipart form (`data` and an `image` file); a multipart form
 * with a part the schema does not declare, without `data`, or with bad data is a 400 naming the part or field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffTestApp, type StaffTestApp } from './staffTestApp.ts';
import { multipart, png } from './testMultipart.ts';
import { guideData } from './testContentData.ts';

interface Body {
  content: Record<string, { schema: { properties: Record<string, { format?: string }> } }>;
}

let t: StaffTestApp;
let paths: Record<string, Record<string, { requestBody?: Body }>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
});
afterAll(() => t.close());

const bodyOf = (method: string, path: string) => paths[`/api/v1${path}`]?.[method]?.requestBody?.content;

describe('content-section write bodies', () => {
  it.each([
    ['post', '/guides', 'title'],
    ['put', '/landings', 'seoTitle'],
    ['post', '/bookmakerBonuses', 'bonus'],
    ['put', '/teams', 'stadium'],
    ['put', '/competitions', 'nameEn'],
  ])('%s %s declares its JSON data and its multipart form', (method, path, field) => {
    const body = bodyOf(method, path);
    expect(Object.keys(body?.['application/json']?.schema.properties ?? {})).toContain(field);
    const form = body?.['multipart/form-data']?.schema.properties ?? {};
    expect(Object.keys(form).sort()).toEqual(['data', 'image']);
    expect(form['image']?.format).toBe('binary');
  });

  it('declares the JSON-only boosted odds without a multipart form', () => {
    const body = bodyOf('post', '/bonusQuota');
    expect(Object.keys(body ?? {})).toEqual(['application/json']);
  });

  it('answers a multipart form with an undeclared part, without data or with bad data with 400 naming it', async () => {
    const guide = guideData('guida-multipart', { title: '', description: 'Prova' });
    const badData = await t.staff({ method: 'POST', url: '/api/v1/guides', ...multipart(guide) });
    expect({ status: badData.statusCode, field: badData.json().field }).toEqual({
      status: 400,
      field: 'title',
    });

    const wrongFile = multipart({ ...guide, title: 'Guida' }, { bytes: await png(10, 10) });
    const renamed = wrongFile.payload.toString('latin1').replace('name="image"', 'name="logo"');
    const undeclared = await t.staff({
      method: 'POST',
      url: '/api/v1/guides',
      payload: Buffer.from(renamed, 'latin1'),
      headers: wrongFile.headers,
    });
    expect({ status: undeclared.statusCode, field: undeclared.json().field }).toEqual({
      status: 400,
      field: 'logo',
    });

    const noData = multipart(guide);
    const withoutData = await t.staff({
      method: 'POST',
      url: '/api/v1/guides',
      payload: Buffer.from(
        noData.payload.toString('latin1').replace('name="data"', 'name="fields"'),
        'latin1',
      ),
      headers: noData.headers,
    });
    expect({ status: withoutData.statusCode, field: withoutData.json().field }).toEqual({
      status: 400,
      field: 'fields',
    });
  });

  it('leaves a team as it is when its data names only the id', async () => {
    const list = await t.staff({ method: 'POST', url: '/api/v1/backoffice/teams/getPaginated', payload: {} });
    const id = (list.json().items[0] as { id: number }).id;
    const before = await t.staff({ method: 'GET', url: `/api/v1/backoffice/teams/${id}` });
    const response = await t.staff({ method: 'PUT', url: '/api/v1/teams', payload: { id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before.json());
  });

  it('answers a write whose body is neither JSON nor multipart with 400 naming the data', async () => {
    for (const url of ['/api/v1/guides', '/api/v1/bonusQuota']) {
      const response = await t.staff({
        method: 'POST',
        url,
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect({ url, status: response.statusCode, field: response.json().field }).toEqual({
        url,
        status: 400,
        field: 'data',
      });
    }
  });
});

/** GET /backoffice/{section}/{id}: the same record the paginated list shows; 404 unknown id; 401 without a token. */
import { describe, expect, it } from 'vitest';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { staffTestAppPerFile } from './staffTestApp.ts';

const t = staffTestAppPerFile();

const SECTIONS = [
  ['news', '/api/v1/backoffice/news/getPaginated'],
  ['guides', '/api/v1/backoffice/guides/getPaginated'],
  ['bookmakerBonuses', '/api/v1/backoffice/bookmakerBonuses/getPaginated'],
  ['bonusQuota', '/api/v1/backoffice/bonusQuota/getPaginated'],
  ['landings', '/api/v1/landings/backoffice/getPaginated'],
] as const;

describe('back-office records by id', () => {
  it.each(SECTIONS)('GET /backoffice/%s/{id} answers the row of the list', async (section, list) => {
    const page = await t.staff({ method: 'POST', url: list, payload: { page: 1, pageSize: 1 } });
    const first = page.json().items[0] as { id: number };
    expect(first).toBeDefined();
    const one = await t.staff({ method: 'GET', url: `/api/v1/backoffice/${section}/${first.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
  });

  it.each(SECTIONS)('GET /backoffice/%s/{id} is 404 for an unknown id', async (section) => {
    const missing = await t.staff({ method: 'GET', url: `/api/v1/backoffice/${section}/2147483647` });
    expect(missing.statusCode).toBe(404);
  });

  it('is 401 with only the public credentials', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/guides/1',
      headers: { authorization: BASIC_AUTH_HEADER },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** GET /backoffice/{bookmakers,authors}: every row of the seeded tables by name, staff only. */
import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { authors, bookmakers } from '../../db/contentSchema.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { staffTestAppPerFile } from './staffTestApp.ts';

const t = staffTestAppPerFile();

const TABLES = [
  ['bookmakers', bookmakers],
  ['authors', authors],
] as const;

describe('back-office pickers lists', () => {
  it.each(TABLES)('GET /backoffice/%s answers every row (id, name) sorted by name', async (name, table) => {
    const stored = await t.database.db
      .select({ id: table.id, name: table.name })
      .from(table)
      .orderBy(asc(table.name), asc(table.id));
    expect(stored.length).toBeGreaterThan(0);
    const response = await t.staff({ method: 'GET', url: `/api/v1/backoffice/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(stored);
  });

  it.each(TABLES)('GET /backoffice/%s is 401 with only the public credentials', async (name) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backoffice/${name}`,
      headers: { authorization: BASIC_AUTH_HEADER },
    });
    expect(response.statusCode).toBe(401);
  });
});

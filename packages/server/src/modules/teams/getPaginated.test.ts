import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '../../db/schema.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv } from '../../testing/dataCsv.ts';

const API = '/api/v1';

const t = testAppPerFile();

interface Item {
  id: number;
  name: string;
  founded: number | null;
  country: { name: string } | null;
}

const post = (payload: unknown, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `${API}/teams/getPaginated`,
    headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });

describe('POST /teams/getPaginated', () => {
  it('pages through every team by id with a total', async () => {
    const first = await post({ page: 1, pageSize: 10, sort: { field: 'id' } });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { items: Item[]; total: number; page: number; pageSize: number };
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.items).toHaveLength(10);
    const ids = body.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = (await post({ page: 2, pageSize: 10, sort: { field: 'id' } })).json() as { items: Item[] };
    expect(second.items[0]!.id).toBeGreaterThan(ids.at(-1)!);
    const last = Math.ceil(body.total / 10);
    const beyond = (await post({ page: last + 1, pageSize: 10 })).json();
    expect(beyond).toMatchObject({ items: [], total: body.total, page: last + 1 });
  });

  it('filters by the competition the team played a match in, and by name', async () => {
    const serieAClubs = new Set<string>();
    for (const row of readDataCsv('matches.csv')) {
      if (row.competition !== 'it.1') continue;
      serieAClubs.add(row.home_team_id!);
      serieAClubs.add(row.away_team_id!);
    }
    const serieA = (await post({ page: 1, pageSize: 100, filters: { competitionId: 68 } })).json();
    expect(serieA.total).toBe(serieAClubs.size);
    expect(serieA.items.map((item: Item) => item.name)).toContain('FC Internazionale Milano');

    const accentless = (await post({ page: 1, pageSize: 20, filters: { name: 'sudtirol' } })).json();
    expect(accentless.items.map((item: Item) => item.name)).toEqual(['FC Südtirol']);
    const [italy] = await t.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, 'ITA'));
    const inter = (
      await post({ page: 1, pageSize: 20, filters: { name: 'inter', countryId: italy!.id } })
    ).json();
    expect(inter.items.map((item: Item) => item.name)).toEqual(['FC Internazionale Milano']);
    const everywhere = (await post({ page: 1, pageSize: 20, filters: { name: 'INTER' } })).json();
    expect(everywhere.total).toBeGreaterThan(1);
    const literal = (await post({ page: 1, pageSize: 20, filters: { name: '%' } })).json();
    expect(literal.total).toBe(0);
  });

  it('sorts by founded with unknown years last in both directions', async () => {
    const known = readDataCsv('teams.csv').filter((row) => row.founded !== '').length;
    for (const direction of ['asc', 'desc'] as const) {
      const page = (await post({ page: 1, pageSize: 100, sort: { field: 'founded', direction } })).json();
      const years = page.items.map((item: Item) => item.founded);
      const firstUnknown = years.indexOf(null);
      expect(firstUnknown === -1 || firstUnknown >= Math.min(known, 100)).toBe(true);
      const dated = years.filter((year: number | null) => year !== null) as number[];
      const sorted = [...dated].sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(dated).toEqual(sorted);
    }
  });

  it('caps pageSize at 100', async () => {
    const body = (await post({ page: 1, pageSize: 1000 })).json();
    expect(body.pageSize).toBe(100);
    expect(body.items).toHaveLength(100);
  });

  it('answers 400 naming the field to page < 1, unknown filters and unknown sort fields', async () => {
    const cases: [unknown, string][] = [
      [{ page: 0, pageSize: 10 }, 'page'],
      [{ page: -1, pageSize: 10 }, 'page'],
      [{ page: 1, pageSize: 0 }, 'pageSize'],
      [{ page: 1, pageSize: 10, filters: { colour: 'red' } }, 'colour'],
      [{ page: 1, pageSize: 10, sort: { field: 'colour' } }, 'sort.field'],
      [{ page: 1, pageSize: 10, sort: { field: 'name', direction: 'up' } }, 'sort.direction'],
      [{ page: 1, pageSize: 10, filters: { competitionId: 'abc' } }, 'filters.competitionId'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
  });

  it('answers 401 without credentials', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${API}/teams/getPaginated`,
      payload: { page: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countries } from '../../db/schema.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

async function seasonIdOf(slug: string): Promise<number> {
  const response = await t.get(`${API}/seasons/pallonecomSlug/${slug}/getIds`);
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
}

describe('GET /competitions/pallonecomSlug/{slug}', () => {
  it('finds Serie A as competition 68 with exactly the SPEC fields', async () => {
    const response = await t.get(`${API}/competitions/pallonecomSlug/italia-serie-a`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(68);
    expect(body.name).toBe('Serie A');
    expect(body.pallonecomSlug).toBe('italia-serie-a');
    expect(Object.keys(body).sort()).toEqual(['country', 'id', 'name', 'pallonecomSlug']);
    expect(Object.keys(body.country).sort()).toEqual(['image', 'name']);
  });

  it('names the country in the language asked for', async () => {
    const italian = await t.get(`${API}/competitions/pallonecomSlug/italia-serie-a`, { language: 'it' });
    const english = await t.get(`${API}/competitions/pallonecomSlug/italia-serie-a`, {
      language: 'en-GB,en;q=0.8',
    });
    expect(italian.json().country.name).toBe('Italia');
    expect(english.json().country.name).toBe('Italy');
    const epl = await t.get(`${API}/competitions/pallonecomSlug/inghilterra-premier-league`, {
      language: 'it',
    });
    expect(epl.json().country.name).toBe('Inghilterra');
  });

  it('answers /getIds with the id only', async () => {
    const response = await t.get(`${API}/competitions/pallonecomSlug/italia-serie-a/getIds`);
    expect(response.json()).toEqual({ id: 68 });
  });

  it('is a 404 for an unknown slug and a 400 for a malformed one', async () => {
    expect((await t.get(`${API}/competitions/pallonecomSlug/serie-z`)).statusCode).toBe(404);
    expect((await t.get(`${API}/competitions/pallonecomSlug/serie-z/getIds`)).statusCode).toBe(404);
    const bad = await t.get(`${API}/competitions/pallonecomSlug/Serie%20A`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('slug');
  });
});

describe('GET /competitions and /competitions/{id}', () => {
  it('lists every competition, or those of one country', async () => {
    const all = (await t.get(`${API}/competitions`)).json() as { id: number; country: { name: string } }[];
    expect(all.map((c) => c.id)).toEqual(
      expect.arrayContaining([68, 69, 7, 61, 43, 54, 12, 79, 167, 158, 184]),
    );
    const italy = all.find((c) => c.id === 68);
    const countryId = await italianCountryId();
    const italian = (await t.get(`${API}/competitions?countryId=${countryId}`)).json() as { id: number }[];
    expect(italian.map((c) => c.id).sort((a, b) => a - b)).toEqual([68, 69]);
    expect(italy?.country.name).toBe('Italy');
  });

  it('reads one competition, 404 when unknown, 400 naming the field when malformed', async () => {
    const premier = await t.get(`${API}/competitions/7`);
    expect(premier.json()).toMatchObject({
      id: 7,
      name: 'Premier League',
      pallonecomSlug: 'inghilterra-premier-league',
    });
    expect((await t.get(`${API}/competitions/999999`)).statusCode).toBe(404);
    const abc = await t.get(`${API}/competitions/abc`);
    expect(abc.statusCode).toBe(400);
    expect(abc.json().field).toBe('id');
    expect((await t.get(`${API}/competitions/0`)).statusCode).toBe(400);
  });

  it('needs the public credentials', async () => {
    const response = await t.inject({ method: 'GET', url: `${API}/competitions/68` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 304 to a conditional GET with its ETag', async () => {
    const first = await t.get(`${API}/competitions/68`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toContain('max-age=300');
    const again = await t.get(`${API}/competitions/68`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

async function italianCountryId(): Promise<number> {
  const [italy] = await t.database.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'ITA'));
  if (!italy) throw new Error('the seeded data has no ITA country');
  return italy.id;
}

describe('GET /competitions/{id}/seasons and getCompetitionSeasonId', () => {
  it('lists the seasons of Serie A newest first', async () => {
    const seasons = (await t.get(`${API}/competitions/68/seasons`)).json() as {
      name: string;
      pallonecomSlug: string;
      start: string;
      end: string;
    }[];
    expect(seasons.map((s) => s.name)).toEqual(['2025/2026', '2024/2025', '2023/2024']);
    expect(seasons[0]?.pallonecomSlug).toBe('2025-2026');
    expect(seasons[0]?.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds the competition season of Serie A 2023-24, and 404s a season the competition lacks', async () => {
    const season2324 = await seasonIdOf('2023-2024');
    const response = await t.get(`${API}/competitions/68/seasons/${season2324}/getCompetitionSeasonId`);
    expect(response.statusCode).toBe(200);
    const { competitionSeasonId } = response.json();
    expect(competitionSeasonId).toBeTypeOf('number');
    const detail = (await t.get(`${API}/competitionSeasons/${competitionSeasonId}`)).json();
    expect(detail.competition.id).toBe(68);
    expect(detail.season.pallonecomSlug).toBe('2023-2024');

    const euro2024 = await seasonIdOf('2024');
    expect(
      (await t.get(`${API}/competitions/68/seasons/${euro2024}/getCompetitionSeasonId`)).statusCode,
    ).toBe(404);
    const bad = await t.get(`${API}/competitions/68/seasons/x/getCompetitionSeasonId`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('seasonId');
  });

  it('404s the seasons of an unknown competition', async () => {
    expect((await t.get(`${API}/competitions/999999/seasons`)).statusCode).toBe(404);
  });
});

describe('GET /competitions/{id}/team-winners', () => {
  it('gives the Serie A champions of finished seasons, newest first', async () => {
    const winners = (await t.get(`${API}/competitions/68/team-winners`)).json() as {
      season: { name: string };
      team: { name: string };
    }[];
    expect(winners.map((w) => [w.season.name, w.team.name])).toEqual([
      ['2025/2026', 'FC Internazionale Milano'],
      ['2024/2025', 'SSC Napoli'],
      ['2023/2024', 'FC Internazionale Milano'],
    ]);
  });

  it('gives cup winners from the final, leaving out a final without result', async () => {
    const ucl = (await t.get(`${API}/competitions/12/team-winners`)).json() as {
      season: { name: string };
      team: { name: string };
    }[];
    expect(ucl.map((w) => [w.season.name, w.team.name])).toEqual([
      ['2024/2025', 'Paris Saint-Germain FC'],
      ['2023/2024', 'Real Madrid CF'],
    ]);
  });

  it('counts the penalty shoot-out of a final (World Cup 2022: Argentina)', async () => {
    const world = (await t.get(`${API}/competitions/184/team-winners`, { language: 'en' })).json() as {
      season: { name: string };
      team: { name: string };
    }[];
    expect(world.find((w) => w.season.name === '2022')?.team.name).toBe('Argentina');
    const italian = (await t.get(`${API}/competitions/184/team-winners`, { language: 'it' })).json() as {
      season: { name: string };
      team: { name: string };
    }[];
    expect(italian.find((w) => w.season.name === '2022')?.team.name).toBe('Argentina');
  });
});

describe('GET /competitions/{id}/last-season-details', () => {
  it('gives the latest Serie A season with its league group and a current turn', async () => {
    const detail = (await t.get(`${API}/competitions/68/last-season-details`)).json();
    expect(detail.season.name).toBe('2025/2026');
    expect(detail.groups).toHaveLength(1);
    expect(detail.groups[0].type).toBe('league');
    const last = detail.turns.at(-1);
    expect(detail.currentTurnId).toBe(last.id);
  });

  it('points a fixtures-only season at its first matchday', async () => {
    const detail = (await t.get(`${API}/competitions/61/last-season-details`)).json();
    expect(detail.season.name).toBe('2026/2027');
    expect(detail.currentTurnId).toBe(detail.turns[0].id);
  });
});

describe('POST /competitions/getPaginated', () => {
  const post = (payload: unknown, language = 'en') =>
    t.inject({
      method: 'POST',
      url: `${API}/competitions/getPaginated`,
      headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': language },
      payload: payload as Record<string, unknown>,
    });

  it('pages through competitions with a total', async () => {
    const first = (await post({ page: 1, pageSize: 5, sort: { field: 'id' } })).json();
    expect(first.items).toHaveLength(5);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(5);
    expect(first.total).toBe(14);
    const ids = first.items.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const second = (await post({ page: 2, pageSize: 5, sort: { field: 'id' } })).json();
    expect(second.items[0].id).toBeGreaterThan(ids.at(-1));
  });

  it('filters by name and type, and caps pageSize at 100', async () => {
    const serie = (await post({ page: 1, pageSize: 1000, filters: { name: 'serie' } })).json();
    expect(serie.pageSize).toBe(100);
    expect(serie.items.map((c: { id: number }) => c.id).sort()).toEqual([68, 69]);
    const cups = (await post({ page: 1, pageSize: 50, filters: { type: 'international' } })).json();
    expect(cups.items.map((c: { id: number }) => c.id).sort()).toEqual([158, 184]);
    const literal = (await post({ page: 1, pageSize: 10, filters: { name: '%' } })).json();
    expect(literal.total).toBe(0);
  });

  it('rejects page 0, unknown filters and unknown sort fields with a 400 naming the field', async () => {
    const page0 = await post({ page: 0, pageSize: 10 });
    expect(page0.statusCode).toBe(400);
    expect(page0.json().field).toBe('page');
    const unknownFilter = await post({ page: 1, pageSize: 10, filters: { colour: 'red' } });
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().field).toBe('colour');
    const unknownSort = await post({ page: 1, pageSize: 10, sort: { field: 'colour' } });
    expect(unknownSort.statusCode).toBe(400);
    expect(unknownSort.json().field).toBe('sort.field');
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { squadMemberships } from '../../db/schema.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv } from '../../testing/dataCsv.ts';
import { competitionSeasonIdByCode, playerIdByName, teamIdBySource } from '../../testing/dataIds.ts';

const API = '/api/v1';

const goalRows = readDataCsv('events/goals_tournaments.csv');

const t = testAppPerFile();

const playerId = (name: string) => playerIdByName(t.database.db, name);

const teamId = (sourceId: string) => teamIdBySource(t.database.db, sourceId);

const competitionSeasonId = (competitionId: number, seasonCode: string) =>
  competitionSeasonIdByCode(t.database.db, competitionId, seasonCode);

/** A player listed in one squad only, Inter's 2023-24 (so in no national squad either). */
async function interOnlyPlayer(): Promise<number> {
  const inter = await teamId('fc-internazionale-milano-ita');
  const [row] = await t.database.db
    .select({ id: squadMemberships.playerId })
    .from(squadMemberships)
    .groupBy(squadMemberships.playerId)
    .having(sql`count(*) = 1 and max(${squadMemberships.teamId}) = ${inter}`)
    .orderBy(squadMemberships.playerId)
    .limit(1);
  if (!row) throw new Error('no Inter-only player');
  return row.id;
}

/** Goals and penalties of a scorer in a tournament, from data/events/goals_tournaments.csv. */
function csvGoals(names: readonly string[], season: string) {
  const rows = goalRows.filter(
    (r) =>
      r.competition === 'world' && r.season === season && names.includes(r.player!) && r.own_goal === 'false',
  );
  return { goals: rows.length, penalties: rows.filter((r) => r.penalty === 'true').length };
}

describe('GET /players/{id}/getIndexStats', () => {
  it("counts Messi's World Cup goals from the events: 7 in 2022 (no squad list, matched by name), 2026 by id", async () => {
    const messi = await playerId('Lionel Messi');
    const response = await t.get(`${API}/players/${messi}/getIndexStats`, { language: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const wc2022 = await competitionSeasonId(184, '2022');
    const wc2026 = await competitionSeasonId(184, '2026');
    const bySeason = new Map(
      body.goalsByCompetitionSeason.map((row: { competitionSeason: { id: number } }) => [
        row.competitionSeason.id,
        row,
      ]),
    );
    expect(csvGoals(['Lionel Messi'], '2022')).toEqual({ goals: 7, penalties: 4 });
    expect(bySeason.get(wc2022)).toMatchObject({
      goals: 7,
      penalties: 4,
      ownGoals: 0,
      matchedByName: 7,
      team: { name: 'Argentina' },
    });
    expect(bySeason.get(wc2026)).toMatchObject({ ...csvGoals(['Lionel Messi'], '2026'), matchedByName: 0 });
    expect(body.goals.goals).toBe(7 + csvGoals(['Lionel Messi'], '2026').goals);
    expect(body.squads).toBe(1);
    expect(body.competitions).toEqual([expect.objectContaining({ id: 184, squads: 1 })]);
    // Latest season first.
    expect(body.goalsByCompetitionSeason[0].competitionSeason.id).toBe(wc2026);
  });

  it("folds the two 2022 goals written 'Mbappé' into Kylian Mbappé's", async () => {
    const mbappe = await playerId('Kylian Mbappé');
    const body = (await t.get(`${API}/players/${mbappe}/getIndexStats`)).json();
    const wc2022 = await competitionSeasonId(184, '2022');
    const row = body.goalsByCompetitionSeason.find(
      (r: { competitionSeason: { id: number } }) => r.competitionSeason.id === wc2022,
    );
    expect(row).toMatchObject({ ...csvGoals(['Kylian Mbappé', 'Mbappé'], '2022'), matchedByName: 8 });
    expect(row.goals).toBe(8);
  });

  it('says goals are unknown (null) for a player whose competitions have no events', async () => {
    const lautaro = await playerId('Lautaro Martínez');
    const body = (await t.get(`${API}/players/${lautaro}/getIndexStats`)).json();
    const serieA = body.competitions.find((c: { id: number }) => c.id === 68);
    expect(serieA.squads).toBe(1);
    // He is in Argentina's World Cup 2026 squad, which has events: goals are known there only.
    const wc2026 = await competitionSeasonId(184, '2026');
    expect(
      body.goalsByCompetitionSeason.map((r: { competitionSeason: { id: number } }) => r.competitionSeason.id),
    ).toEqual([wc2026]);
    const noEvents = (await t.get(`${API}/players/${await interOnlyPlayer()}/getIndexStats`)).json();
    expect(noEvents).toMatchObject({ squads: 1, goals: null, goalsByCompetitionSeason: [] });
  });
});

describe('GET /players/{id}/getCompetitionSeasonStats', () => {
  it("gives Messi's World Cup 2022: Argentina's record (not a listed squad) and 7 goals, 4 penalties", async () => {
    const messi = await playerId('Lionel Messi');
    const wc2022 = await competitionSeasonId(184, '2022');
    const response = await t.get(
      `${API}/players/${messi}/getCompetitionSeasonStats?competitionSeasonId=${wc2022}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.competitionSeason.id).toBe(wc2022);
    expect(body.goals).toMatchObject({ goals: 7, penalties: 4 });
    // Lost to Saudi Arabia; beat Mexico, Poland, Australia, Croatia; drew Netherlands and France (shoot-outs).
    expect(body.teams).toEqual([
      expect.objectContaining({
        team: expect.objectContaining({ name: 'Argentina' }),
        inSquad: false,
        shirtNumber: null,
        record: { played: 7, won: 4, drawn: 2, lost: 1, goalsFor: 15, goalsAgainst: 8 },
      }),
    ]);
  });

  it("gives Lautaro's Serie A 2023-24: his shirt, Inter's record, and no goals (no events in the data)", async () => {
    const lautaro = await playerId('Lautaro Martínez');
    const serieA = await competitionSeasonId(68, '2023-24');
    const body = (
      await t.get(`${API}/players/${lautaro}/getCompetitionSeasonStats?competitionSeasonId=${serieA}`)
    ).json();
    expect(body.goals).toBeNull();
    expect(body.teams).toEqual([
      expect.objectContaining({
        inSquad: true,
        shirtNumber: 10,
        position: 'FW',
        record: { played: 38, won: 29, drawn: 7, lost: 2, goalsFor: 89, goalsAgainst: 22 },
      }),
    ]);
  });

  it('answers 404 to an unknown player or competition season, 400 to a missing one', async () => {
    const messi = await playerId('Lionel Messi');
    expect(
      (await t.get(`${API}/players/99999999/getCompetitionSeasonStats?competitionSeasonId=1`)).statusCode,
    ).toBe(404);
    expect(
      (await t.get(`${API}/players/${messi}/getCompetitionSeasonStats?competitionSeasonId=999999`))
        .statusCode,
    ).toBe(404);
    const missing = await t.get(`${API}/players/${messi}/getCompetitionSeasonStats`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('competitionSeasonId');
  });
});

describe('GET /players/{id}/getRetiredStats', () => {
  it('never calls a player retired: Mbappé has no club in the data but is in the latest squads', async () => {
    const mbappe = await playerId('Kylian Mbappé');
    const body = (await t.get(`${API}/players/${mbappe}/getRetiredStats`, { language: 'en' })).json();
    expect(body).toMatchObject({
      knownRetired: false,
      currentTeam: null,
      lastTeam: { name: 'France' },
      lastSeason: { name: '2026' },
      inLatestSquads: true,
    });
  });

  it('says where a club player missing from the latest squads was last seen, still not known retired', async () => {
    const inter = await teamId('fc-internazionale-milano-ita');
    const body = (await t.get(`${API}/players/${await interOnlyPlayer()}/getRetiredStats`)).json();
    expect(body).toMatchObject({
      knownRetired: false,
      lastTeam: { id: inter },
      lastSeason: { name: '2023/2024' },
      lastCompetitionSeason: { competition: { id: 68 } },
      inLatestSquads: false,
    });
  });
});

describe('unknown and malformed players', () => {
  it('answer 404 and 400 naming the id on every stats route', async () => {
    for (const route of ['getIndexStats', 'getRetiredStats', 'getRefereeComparison']) {
      expect((await t.get(`${API}/players/99999999/${route}`)).statusCode, route).toBe(404);
      const malformed = await t.get(`${API}/players/0/${route}`);
      expect(malformed.statusCode, route).toBe(400);
      expect(malformed.json().field, route).toBe('id');
    }
  });
});

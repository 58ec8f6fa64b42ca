import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv, tallyCsvResults } from '../../testing/dataCsv.ts';
import { playerIdByName, teamIdBySource } from '../../testing/dataIds.ts';

const API = '/api/v1';

const t = testAppPerFile();

const playerId = (name: string) => playerIdByName(t.database.db, name);

const teamId = (sourceId: string) => teamIdBySource(t.database.db, sourceId);

describe('GET /players/{id}/getTeamComparison', () => {
  it("gives Lautaro's Inter against Juventus in 2023-24, as in data/matches.csv", async () => {
    const lautaro = await playerId('Lautaro Martínez');
    const juve = await teamId('juventus-fc-ita');
    const response = await t.get(`${API}/players/${lautaro}/getTeamComparison?teamId=${juve}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const INTER = 'fc-internazionale-milano-ita';
    const rows = readDataCsv('matches.csv').filter(
      (r) =>
        r.season === '2023-24' &&
        r.status === 'played' &&
        [r.home_team_id, r.away_team_id].sort().join() === ['juventus-fc-ita', INTER].sort().join(),
    );
    expect(rows.length).toBeGreaterThan(0);
    const { won, drawn, goalsFor, goalsAgainst } = tallyCsvResults(rows, INTER);
    expect(body).toMatchObject({
      opponent: { id: juve },
      played: rows.length,
      won,
      drawn,
      lost: rows.length - won - drawn,
      goalsFor,
      goalsAgainst,
    });
    expect(
      body.matches.every((m: { team: { name: string } }) => m.team.name === 'FC Internazionale Milano'),
    ).toBe(true);
  });

  it('answers an empty record for teams that never met his, and 404/400 for bad team ids', async () => {
    const lautaro = await playerId('Lautaro Martínez');
    const arsenal = await teamId('arsenal-fc-eng');
    const none = (await t.get(`${API}/players/${lautaro}/getTeamComparison?teamId=${arsenal}`)).json();
    expect(none).toMatchObject({ played: 0, matches: [] });
    expect((await t.get(`${API}/players/${lautaro}/getTeamComparison?teamId=99999999`)).statusCode).toBe(404);
    expect((await t.get(`${API}/players/99999999/getTeamComparison?teamId=${arsenal}`)).statusCode).toBe(404);
    const malformed = await t.get(`${API}/players/${lautaro}/getTeamComparison?teamId=abc`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('teamId');
  });
});

describe('GET /players/{id}/getRefereeComparison', () => {
  it("gives Saka's Arsenal under each Premier League 2023-24 referee, as in data/match_stats.csv", async () => {
    const saka = await playerId('Bukayo Saka');
    const response = await t.get(`${API}/players/${saka}/getRefereeComparison`);
    expect(response.statusCode).toBe(200);
    const ARSENAL = 'arsenal-fc-eng';
    const expected = new Map<string, Record<string, number>>();
    for (const r of readDataCsv('match_stats.csv')) {
      if (r.competition !== 'en.1' || r.season !== '2023-24') continue;
      if (r.home_team_id !== ARSENAL && r.away_team_id !== ARSENAL) continue;
      const [mine, theirs] = r.home_team_id === ARSENAL ? ['home', 'away'] : ['away', 'home'];
      const gf = Number(r[`ft_${mine}`]);
      const ga = Number(r[`ft_${theirs}`]);
      const e = expected.get(r.referee!) ?? {
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        yellowCards: 0,
        redCards: 0,
      };
      e.played! += 1;
      if (gf > ga) e.won! += 1;
      else if (gf === ga) e.drawn! += 1;
      else e.lost! += 1;
      e.yellowCards! += Number(r[`${mine}_yellow`]);
      e.redCards! += Number(r[`${mine}_red`]);
      expected.set(r.referee!, e);
    }
    interface Row {
      referee: string;
      played: number;
    }
    const body = response.json() as { referees: Row[] };
    expect(body.referees.map((r) => r.referee).sort()).toEqual([...expected.keys()].sort());
    for (const row of body.referees) {
      expect(row, row.referee).toMatchObject({ ...expected.get(row.referee), matchesWithCards: row.played });
    }
    expect(body.referees.reduce((s, r) => s + r.played, 0)).toBe(38);
    const counts = body.referees.map((r) => r.played);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('is empty outside the Premier League and 404 for an unknown player', async () => {
    const lautaro = await playerId('Lautaro Martínez');
    expect((await t.get(`${API}/players/${lautaro}/getRefereeComparison`)).json().referees).toEqual([]);
    expect((await t.get(`${API}/players/99999999/getRefereeComparison`)).statusCode).toBe(404);
    expect((await t.get(`${API}/players/abc/getRefereeComparison`)).statusCode).toBe(400);
  });
});

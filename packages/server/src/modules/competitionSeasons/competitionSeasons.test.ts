import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { competitionSeasonIdOf } from '../../testing/competitionSeasonOf.ts';

const API = '/api/v1';

const t = testAppPerFile();

const competitionSeasonId = (competitionId: number, seasonSlug: string) =>
  competitionSeasonIdOf(t, competitionId, seasonSlug);

interface TeamRanking {
  position: number;
  team: { name: string };
  matches: number;
  total: number;
  average: number;
}

describe('GET /competitionSeasons/{id}', () => {
  it('gives Serie A 2024-25 one league group and 38 matchdays, the last one current', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    const detail = (await t.get(`${API}/competitionSeasons/${id}`, { language: 'it' })).json();
    expect(detail.id).toBe(id);
    expect(detail.competition).toMatchObject({ id: 68, name: 'Serie A', country: { name: 'Italia' } });
    expect(detail.season).toMatchObject({ name: '2024/2025', pallonecomSlug: '2024-2025' });
    expect(detail.groups).toEqual([expect.objectContaining({ type: 'league' })]);
    expect(detail.turns.map((turn: { number: number }) => turn.number)).toEqual(
      Array.from({ length: 38 }, (_, i) => i + 1),
    );
    expect(detail.currentTurnId).toBe(detail.turns[37].id);
  });

  it('orders the phases of the Champions League 2024-25 with the league phase as main group', async () => {
    const id = await competitionSeasonId(12, '2024-2025');
    const detail = (await t.get(`${API}/competitionSeasons/${id}`)).json();
    const types = detail.groups.map((group: { type: string }) => group.type);
    expect(types).toContain('league');
    expect(types).toContain('knockout');
    expect(detail.turns).toHaveLength(8);
  });

  it('is a 404 for an unknown id and a 400 for a malformed one', async () => {
    expect((await t.get(`${API}/competitionSeasons/999999`)).statusCode).toBe(404);
    const bad = await t.get(`${API}/competitionSeasons/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('GET /competitionSeasons/{id}/teams', () => {
  it('lists the 20 Serie A teams by name', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    const teams = (await t.get(`${API}/competitionSeasons/${id}/teams`)).json() as { name: string }[];
    expect(teams).toHaveLength(20);
    expect(teams.map((team) => team.name)).toContain('FC Internazionale Milano');
    expect((await t.get(`${API}/competitionSeasons/999999/teams`)).statusCode).toBe(404);
  });
});

describe('team parameter standings', () => {
  it('ranks Serie A 2024-25 teams by shots with per-match averages (football-data figures)', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    const rows = (
      await t.get(`${API}/competitionSeasons/${id}/getTeamParameterStandings?parameter=shots`)
    ).json() as TeamRanking[];
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({
      position: 1,
      team: { name: 'FC Internazionale Milano' },
      matches: 38,
      total: 571,
      average: 15.03,
    });
    expect(rows[1]).toMatchObject({ team: { name: 'AC Milan' }, total: 557 });
  });

  it('ranks by goals from the results', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    const rows = (
      await t.get(`${API}/competitionSeasons/${id}/getTeamParameterStandings?parameter=goals&limit=2`)
    ).json() as TeamRanking[];
    expect(rows.map((row) => [row.team.name, row.total])).toEqual([
      ['FC Internazionale Milano', 79],
      ['Atalanta BC', 78],
    ]);
  });

  it('ranks home corners (home by default) over 19 matches', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    const rows = (
      await t.get(`${API}/competitionSeasons/${id}/getHomeTeamParameterStandings?parameter=corners`)
    ).json() as TeamRanking[];
    expect(rows[0]).toMatchObject({ team: { name: 'FC Internazionale Milano' }, matches: 19, total: 133 });
    expect(rows[1]).toMatchObject({ team: { name: 'SSC Napoli' }, total: 130 });
    const away = (
      await t.get(
        `${API}/competitionSeasons/${id}/getHomeTeamParameterStandings?parameter=corners&venue=away`,
      )
    ).json() as TeamRanking[];
    expect(away.every((row) => row.matches === 19)).toBe(true);
  });

  it('rejects an unknown parameter with a 400 naming it', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    const response = await t.get(
      `${API}/competitionSeasons/${id}/getTeamParameterStandings?parameter=offsides`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('parameter');
    const missing = await t.get(`${API}/competitionSeasons/${id}/getTeamParameterStandings`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('parameter');
  });
});

describe('player parameter standings', () => {
  it('is empty where the data has no goal events (Serie A)', async () => {
    const id = await competitionSeasonId(68, '2024-2025');
    expect((await t.get(`${API}/competitionSeasons/${id}/getPlayerParameterStandings`)).json()).toEqual([]);
  });

  it('ranks World Cup 2022 scorers from the goal events', async () => {
    const id = await competitionSeasonId(184, '2022');
    const rows = (
      await t.get(`${API}/competitionSeasons/${id}/getPlayerParameterStandings?limit=5`)
    ).json() as {
      position: number;
      playerName: string;
      total: number;
      penalties: number;
      team: { name: string } | null;
    }[];
    expect(rows).toHaveLength(5);
    const messi = rows.find((row) => row.playerName === 'Lionel Messi');
    expect(messi).toMatchObject({ total: 7, penalties: 4, team: { name: 'Argentina' } });
    expect(rows[0]?.total).toBeGreaterThanOrEqual(7);
  });
});

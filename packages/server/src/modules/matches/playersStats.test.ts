import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { readDataCsv } from '../../testing/dataCsv.ts';
import { competitionSeasonIdByCode } from '../../testing/dataIds.ts';

const API = '/api/v1';

const t = testAppPerFile();

const competitionSeasonId = (competitionId: number, seasonCode: string) =>
  competitionSeasonIdByCode(t.database.db, competitionId, seasonCode);

interface TeamRow {
  team: { id: number; name: string };
  squadSize: number | null;
  topScorer: {
    player: { name: string } | null;
    playerName: string;
    goals: number;
    penalties: number;
  } | null;
  matchesWithStatistics: number;
  statistics: { code: string; total: number }[];
}

const url = (id: number | string) => `${API}/matches/stats/getTeamCompetitionSeasonPlayersStats/${id}`;

describe('GET /matches/stats/getTeamCompetitionSeasonPlayersStats/{id}', () => {
  it('gives the World Cup 2022 top scorers from the events, and no squads or statistics', async () => {
    const wc2022 = await competitionSeasonId(184, '2022');
    const response = await t.get(url(wc2022), { language: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { hasGoalEvents: boolean; teams: TeamRow[] };
    expect(body.hasGoalEvents).toBe(true);
    expect(body.teams).toHaveLength(32);
    const team = (name: string) => body.teams.find((row) => row.team.name === name)!;
    expect(team('Argentina').topScorer).toEqual({
      player: expect.objectContaining({ name: 'Lionel Messi' }),
      playerName: 'Lionel Messi',
      goals: 7,
      penalties: 4,
    });
    // Two of his goals are written "Mbappé" in the source: folded into the full name.
    expect(team('France').topScorer).toMatchObject({ playerName: 'Kylian Mbappé', goals: 8 });
    expect(body.teams.every((row) => row.squadSize === null && row.statistics.length === 0)).toBe(true);
  });

  it('gives Serie A 2023-24 squad sizes and statistic totals, and no top scorers (no events)', async () => {
    const serieA = await competitionSeasonId(68, '2023-24');
    const body = (await t.get(url(serieA))).json() as { hasGoalEvents: boolean; teams: TeamRow[] };
    expect(body.hasGoalEvents).toBe(false);
    expect(body.teams).toHaveLength(20);
    expect(body.teams.every((row) => row.topScorer === null && row.matchesWithStatistics === 38)).toBe(true);
    const inter = body.teams.find((row) => row.team.name === 'FC Internazionale Milano')!;
    const squad = readDataCsv('squads/club_squads_2023-24.csv').filter(
      (r) => r.team_id === 'fc-internazionale-milano-ita',
    );
    expect(inter.squadSize).toBe(squad.length);
    let shots = 0;
    let corners = 0;
    for (const r of readDataCsv('match_stats.csv')) {
      if (r.competition !== 'it.1' || r.season !== '2023-24') continue;
      const side =
        r.home_team_id === 'fc-internazionale-milano-ita'
          ? 'home'
          : r.away_team_id === 'fc-internazionale-milano-ita'
            ? 'away'
            : null;
      if (!side) continue;
      shots += Number(r[`${side}_shots`]);
      corners += Number(r[`${side}_corners`]);
    }
    const total = (code: string) => inter.statistics.find((s) => s.code === code)?.total;
    expect(total('shots')).toBe(shots);
    expect(total('corners')).toBe(corners);
  });

  it('lists the teams of a season known only from its squads (Bundesliga 2023-24)', async () => {
    const bundesliga = await competitionSeasonId(54, '2023-24');
    const body = (await t.get(url(bundesliga))).json() as { teams: TeamRow[] };
    expect(body.teams).toHaveLength(18);
    expect(body.teams.every((row) => (row.squadSize ?? 0) > 0 && row.matchesWithStatistics === 0)).toBe(true);
  });

  it('answers 404 to an unknown competition season and 400 to a malformed id', async () => {
    expect((await t.get(url(999999))).statusCode).toBe(404);
    const malformed = await t.get(url('abc'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../db/database.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { competitionSeasonIdByCode, teamIdBySource } from '../../testing/dataIds.ts';

const API = '/api/v1';
const INTER = 'fc-internazionale-milano-ita';

interface MatchJson {
  team1_id: string;
  team2_id: string;
  status: string;
  score: { ft?: [number, number]; et?: [number, number] };
}
const readMatches = (season: string, code: string): MatchJson[] =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'data', 'matches', season, `${code}.json`), 'utf8')) as {
      matches: MatchJson[];
    }
  ).matches;

const t = testAppPerFile();

const teamId = (sourceId: string) => teamIdBySource(t.database.db, sourceId);

const competitionSeasonId = (competitionId: number, seasonCode: string) =>
  competitionSeasonIdByCode(t.database.db, competitionId, seasonCode);

/** The betting figures of one side, worked out here from the match file (90-minute scores). */
function expectedSplit(rows: { scored: number; conceded: number }[]) {
  const n = rows.length;
  const pct = (k: number) => Math.round((k / n) * 1000) / 10;
  const count = (test: (r: { scored: number; conceded: number }) => boolean) => rows.filter(test).length;
  const goalsFor = rows.reduce((s, r) => s + r.scored, 0);
  const goalsAgainst = rows.reduce((s, r) => s + r.conceded, 0);
  const over = (line: number) => count((r) => r.scored + r.conceded > line);
  return {
    played: n,
    won: count((r) => r.scored > r.conceded),
    drawn: count((r) => r.scored === r.conceded),
    lost: count((r) => r.scored < r.conceded),
    goalsFor,
    goalsAgainst,
    averageGoalsFor: Math.round((goalsFor / n) * 100) / 100,
    averageGoalsAgainst: Math.round((goalsAgainst / n) * 100) / 100,
    averageTotalGoals: Math.round(((goalsFor + goalsAgainst) / n) * 100) / 100,
    over15: over(1.5),
    over15Percentage: pct(over(1.5)),
    over25: over(2.5),
    over25Percentage: pct(over(2.5)),
    over35: over(3.5),
    over35Percentage: pct(over(3.5)),
    bothTeamsToScore: count((r) => r.scored > 0 && r.conceded > 0),
    bothTeamsToScorePercentage: pct(count((r) => r.scored > 0 && r.conceded > 0)),
    cleanSheets: count((r) => r.conceded === 0),
    cleanSheetsPercentage: pct(count((r) => r.conceded === 0)),
    failedToScore: count((r) => r.scored === 0),
    failedToScorePercentage: pct(count((r) => r.scored === 0)),
  };
}

describe('GET /teams/{id}/getBettingStats', () => {
  it('gives Inter in Serie A 2023-24 the figures of data/matches/2023-24/it.1.json', async () => {
    const inter = await teamId(INTER);
    const serieA = await competitionSeasonId(68, '2023-24');
    const response = await t.get(`${API}/teams/${inter}/getBettingStats?competitionSeasonId=${serieA}`);
    expect(response.statusCode).toBe(200);
    const sides = readMatches('2023-24', 'it.1')
      .filter((m) => m.status === 'played' && [m.team1_id, m.team2_id].includes(INTER))
      .map((m) => {
        const home = m.team1_id === INTER;
        const [h, a] = m.score.ft!;
        return { home, scored: home ? h : a, conceded: home ? a : h };
      });
    expect(sides).toHaveLength(38);
    const body = response.json();
    expect(body).toEqual({
      teamId: inter,
      competitionSeasonId: serieA,
      overall: expectedSplit(sides),
      home: expectedSplit(sides.filter((s) => s.home)),
      away: expectedSplit(sides.filter((s) => !s.home)),
    });
    // The champions of 2023-24: 29 wins, 7 draws, 2 defeats, 89 goals for, 22 against.
    expect(body.overall).toMatchObject({ won: 29, drawn: 7, lost: 2, goalsFor: 89, goalsAgainst: 22 });
  });

  it('uses the 90-minute score of a match that went to extra time', async () => {
    const argentina = await teamId('national-argentina');
    const worldCup = await competitionSeasonId(184, '2022');
    const body = (
      await t.get(`${API}/teams/${argentina}/getBettingStats?competitionSeasonId=${worldCup}`)
    ).json();
    const sides = readMatches('2022', 'world')
      .filter((m) => m.status === 'played' && m.score.ft)
      .flatMap((m) => {
        const names = m as unknown as { team1: string; team2: string };
        if (![names.team1, names.team2].includes('Argentina')) return [];
        const home = names.team1 === 'Argentina';
        const [h, a] = m.score.ft!;
        return [{ home, scored: home ? h : a, conceded: home ? a : h }];
      });
    expect(sides).toHaveLength(7);
    expect(body.overall).toEqual(expectedSplit(sides));
    // The final ended 2-2 after 90 minutes (3-3 after extra time): a draw here.
    expect(body.overall.drawn).toBe(sides.filter((s) => s.scored === s.conceded).length);
  });

  it('answers an honest empty record for a team without results in the competition season', async () => {
    const inter = await teamId(INTER);
    const premier = await competitionSeasonId(7, '2023-24');
    const body = (await t.get(`${API}/teams/${inter}/getBettingStats?competitionSeasonId=${premier}`)).json();
    expect(body.overall).toMatchObject({
      played: 0,
      over25: 0,
      over25Percentage: null,
      averageTotalGoals: null,
    });
  });

  it('answers 404 to an unknown team or competition season and 400 to a malformed one', async () => {
    const inter = await teamId(INTER);
    const serieA = await competitionSeasonId(68, '2023-24');
    expect(
      (await t.get(`${API}/teams/999999/getBettingStats?competitionSeasonId=${serieA}`)).statusCode,
    ).toBe(404);
    expect((await t.get(`${API}/teams/${inter}/getBettingStats?competitionSeasonId=999999`)).statusCode).toBe(
      404,
    );
    const missing = await t.get(`${API}/teams/${inter}/getBettingStats`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('competitionSeasonId');
    const malformed = await t.get(`${API}/teams/abc/getBettingStats?competitionSeasonId=${serieA}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });
});

describe('GET /teams/{id}/getIndexStats', () => {
  it("sums Inter's results over every competition season of the data", async () => {
    const inter = await teamId(INTER);
    const response = await t.get(`${API}/teams/${inter}/getIndexStats`, { language: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const serieA = await competitionSeasonId(68, '2023-24');
    const row = body.competitionSeasons.find(
      (r: { competitionSeason: { id: number } }) => r.competitionSeason.id === serieA,
    );
    expect(row).toMatchObject({ played: 38, won: 29, drawn: 7, lost: 2, goalsFor: 89, goalsAgainst: 22 });
    expect(row.pointsPerMatch).toBe(Math.round((94 / 38) * 100) / 100);
    expect(row.competitionSeason.competition).toMatchObject({ id: 68, name: 'Serie A' });
    const sum = (key: string) =>
      body.competitionSeasons.reduce((s: number, r: Record<string, number>) => s + r[key]!, 0);
    for (const key of ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst']) {
      expect(body[key], key).toBe(sum(key));
    }
    // Serie A 2023-24, 2024-25 and 2025-26 and the Champions League seasons are all there.
    expect(body.competitionSeasons.length).toBeGreaterThanOrEqual(6);
    const win = body.biggestWin;
    expect(win.goalsFor - win.goalsAgainst).toBeGreaterThanOrEqual(5);
    expect(win.opponent).toHaveProperty('pallonecomSlug');
  });

  it('answers 404 to an unknown team', async () => {
    expect((await t.get(`${API}/teams/999999/getIndexStats`)).statusCode).toBe(404);
  });
});

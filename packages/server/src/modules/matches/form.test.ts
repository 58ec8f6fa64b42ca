import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../db/database.ts';
import { matchIdBySource } from '../../testing/matchIdBySource.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const API = '/api/v1';
let t: TestApp;

type CsvRow = Record<string, string>;
const matchRows = parse(readFileSync(path.join(repoRoot, 'data', 'matches.csv'), 'utf8'), {
  columns: true,
}) as CsvRow[];

interface FormBody {
  before: string;
  home: {
    name: string;
    results: { opponentName: string; goalsFor: number; goalsAgainst: number; outcome: string }[];
  };
  away: { name: string; results: { outcome: string }[] };
  headToHead: { meetings: number; homeWins: number; draws: number; awayWins: number; latest: unknown[] };
}

const goals = (row: CsvRow, side: 'home' | 'away') => Number(row[`et_${side}`] || row[`ft_${side}`]);

/** The team's played matches in the data before a day, newest first (the data's own ids and scores). */
function playedBefore(teamId: string, day: string): CsvRow[] {
  return matchRows
    .filter(
      (row) =>
        (row.home_team_id === teamId || row.away_team_id === teamId) &&
        ['played', 'awarded'].includes(row.status!) &&
        row.date! < day,
    )
    .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
}

const matchId = (sourceId: string) => matchIdBySource(t.database.db, sourceId);

beforeAll(async () => {
  // Late November 2026: LaLiga 2026-27 is under way in the fixtures, its results are not in the data.
  t = await createTestApp({ now: () => new Date('2026-11-25T12:00:00Z') });
});
afterAll(() => t.close());

describe('GET /matches/{id}/getForm', () => {
  it("gives an upcoming Clásico both teams' last five results and their earlier meetings, from the data", async () => {
    const id = await matchId('es.1/2026-27/2027-05-09/real-madrid-cf-v-fc-barcelona');
    const response = await t.get(`${API}/matches/${id}/getForm`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as FormBody;
    expect(body.before).toBe('2027-05-09T12:00:00.000Z');

    const madrid = playedBefore('real-madrid-cf-esp', '2027-05-09').slice(0, 5);
    expect(body.home.name).toBe('Real Madrid CF');
    expect(body.home.results.map((r) => `${r.opponentName} ${r.goalsFor}-${r.goalsAgainst}`)).toEqual(
      madrid.map((row) =>
        row.home_team_id === 'real-madrid-cf-esp'
          ? `${row.away_team} ${goals(row, 'home')}-${goals(row, 'away')}`
          : `${row.home_team} ${goals(row, 'away')}-${goals(row, 'home')}`,
      ),
    );
    expect(body.away.results).toHaveLength(5);

    const meetings = matchRows.filter(
      (row) =>
        row.status === 'played' &&
        [row.home_team_id, row.away_team_id].sort().join() === 'fc-barcelona-esp,real-madrid-cf-esp',
    );
    const madridWins = meetings.filter((row) => {
      const [m, b] =
        row.home_team_id === 'real-madrid-cf-esp'
          ? [goals(row, 'home'), goals(row, 'away')]
          : [goals(row, 'away'), goals(row, 'home')];
      return m > b;
    }).length;
    expect(meetings.length).toBeGreaterThan(0);
    expect(body.headToHead.meetings).toBe(meetings.length);
    expect(body.headToHead.homeWins).toBe(madridWins);
    expect(body.headToHead.homeWins + body.headToHead.draws + body.headToHead.awayWins).toBe(meetings.length);
    expect(body.headToHead.latest).toHaveLength(Math.min(5, meetings.length));
  });

  it('reads the form before the kick-off only, so a played match does not count itself', async () => {
    const id = await matchId('es.1/2025-26/2026-05-10/fc-barcelona-v-real-madrid-cf');
    const body = (await t.get(`${API}/matches/${id}/getForm`)).json() as FormBody;
    expect(body.home.results[0]!.opponentName).not.toBe('Real Madrid CF');
    expect(body.headToHead.meetings).toBeLessThan(
      (
        (
          await t.get(
            `${API}/matches/${await matchId('es.1/2026-27/2027-05-09/real-madrid-cf-v-fc-barcelona')}/getForm`,
          )
        ).json() as FormBody
      ).headToHead.meetings,
    );
  });

  it('answers 404 for an unknown match and 400 for a malformed id', async () => {
    expect((await t.get(`${API}/matches/999999/getForm`)).statusCode).toBe(404);
    expect((await t.get(`${API}/matches/abc/getForm`)).statusCode).toBe(400);
  });
});

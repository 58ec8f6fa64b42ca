/**
 * The scheduled sync end to end, on the seeded real data: a local HTTP server plays openfootball and
 * football-data.co.uk; the app syncs from it and the public API answers the new state at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches, matchStatistics } from '../db/schema.ts';
import { bundledSeason, footballDataCsv, footballJson } from './testing/realSourceFiles.ts';
import { startSourceServer, type SourceServer } from './testing/sourceServer.ts';
import { createSyncTestApp, type SyncTestApp } from './testing/syncTestApp.ts';

const API = '/api/v1';
const NOW = new Date('2026-11-22T12:00:00Z');
const SERIE_A = '/openfootball/italy/2025-26/it.1.json';
const SERIE_A_CSV = '/mmz4281/2526/I1.csv';

interface MatchBody {
  id: number;
  status: string;
  ended: boolean;
  homeScore: number | null;
  awayScore: number | null;
  halfTime: { home: number; away: number } | null;
  date: string;
  group: { id: number };
}
interface StandingRow {
  team: { id: number };
  points: number;
  played?: number;
}

const season = bundledSeason('2025-26', 'it.1');
const opening = season.matches[0]!;
const openingCsvRows = season.matches.filter((m) => m.round === opening.round).map((m) => m.id);

let server: SourceServer;
let t: SyncTestApp;
let openingId: number;
let groupId: number;
let realStandings: unknown;

const standings = () => t.get<StandingRow[]>(`${API}/groups/${groupId}/getTeamStandings`);
const opener = () => t.get<MatchBody>(`${API}/matches/${openingId}`);
const serve = (withResults: boolean, etag: string) =>
  server.answer(SERIE_A, { body: JSON.stringify(footballJson('2025-26', 'it.1', { withResults })), etag });

beforeAll(async () => {
  server = await startSourceServer();
  serve(true, '"real-1"');
  server.answer(SERIE_A_CSV, { status: 404 });
  t = await createSyncTestApp([server.url(SERIE_A), server.url(SERIE_A_CSV)], NOW);
  const [row] = await t.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.sourceId, opening.id));
  openingId = row!.id;
  groupId = (await opener()).group.id;
  realStandings = await standings();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('scheduled sync from football.json', () => {
  it('a source that matches what is stored changes nothing (the first pass ran at start)', async () => {
    const result = await t.syncNow();
    expect(result.sources[0]).toMatchObject({ status: 'notModified', rowsChanged: 0 });
    expect(server.requests.at(-2)?.ifNoneMatch).toBe('"real-1"');
    expect(await standings()).toEqual(realStandings);
  });

  it('fixtures first: without results the played matches lose their score and the table empties', async () => {
    serve(false, '"fixtures"');
    const result = await t.syncNow();
    expect(result.sources[0]).toMatchObject({ status: 'changed' });
    expect(result.sources[0]!.rowsChanged).toBeGreaterThan(300);
    const match = await opener();
    expect(match).toMatchObject({ status: 'resultNotAvailable', ended: false, homeScore: null });
    expect((await standings()).every((row) => row.points === 0)).toBe(true);
  });

  it('results later: each match ends with its real score and the table is the real one again, at once', async () => {
    await standings(); // cached by the API now
    serve(true, '"real-2"');
    const result = await t.syncNow();
    expect(result.sources[0]).toMatchObject({ status: 'changed' });
    expect(result.change?.competitionSeasonIds).toHaveLength(1);
    const match = await opener();
    expect(match).toMatchObject({
      status: 'played',
      ended: true,
      homeScore: opening.score!.ft![0],
      awayScore: opening.score!.ft![1],
    });
    expect(await standings()).toEqual(realStandings);
  });

  it('running it twice changes nothing, even when the server sends the same file again', async () => {
    serve(true, '"real-3"');
    const result = await t.syncNow();
    expect(result.sources[0]).toMatchObject({ status: 'unchanged', rowsChanged: 0 });
    expect(result.change).toBeNull();
  });

  it('a moved kick-off moves the same match instead of adding one', async () => {
    const file = footballJson('2025-26', 'it.1', { withResults: true });
    const moved = { ...file.matches[0]!, date: '2025-08-25', time: '20:45' };
    server.answer(SERIE_A, {
      body: JSON.stringify({ ...file, matches: [moved, ...file.matches.slice(1)] }),
      etag: '"moved"',
    });
    await t.syncNow();
    const match = await opener();
    expect(match.date).toBe('2025-08-25T18:45:00.000Z');
    const stored = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        eq(
          matches.competitionSeasonId,
          (await t.get<{ competitionSeasonId: number }>(`${API}/matches/${openingId}`)).competitionSeasonId,
        ),
      );
    expect(stored).toHaveLength(season.matches.length);
    serve(true, '"real-4"');
    await t.syncNow();
    expect((await opener()).date).not.toBe('2025-08-25T18:45:00.000Z');
  });

  it('a server error or a malformed file is recorded with its reason and keeps what is stored', async () => {
    server.answer(SERIE_A, { status: 500 });
    let result = await t.syncNow();
    expect(result.sources[0]).toMatchObject({ status: 'failed', error: 'SourceFetchError: HTTP 500' });
    server.answer(SERIE_A, { body: '{"matches": [', etag: '"broken"' });
    result = await t.syncNow();
    expect(result.sources[0]!.status).toBe('failed');
    expect(result.sources[0]!.error).toMatch(/not JSON/);
    expect(await standings()).toEqual(realStandings);
    expect(await opener()).toMatchObject({ ended: true, homeScore: opening.score!.ft![0] });
  });

  it('GET /sync/status tells staff each source, its last success, last error and backoff', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/sync/status` })).statusCode).toBe(401);
    const response = await t.staffGet(`${API}/sync/status`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { intervalSeconds: number; sources: Record<string, unknown>[] };
    expect(body.intervalSeconds).toBe(3600);
    const serieA = body.sources.find((s) => s.url === server.url(SERIE_A))!;
    expect(serieA).toMatchObject({ format: 'openfootball', configured: true, failures: 2 });
    expect(serieA.lastError).toMatch(/not JSON/);
    expect(serieA.lastSuccessAt).toBe(NOW.toISOString());
    expect(Date.parse(serieA.nextAttemptAt as string)).toBeGreaterThan(NOW.getTime() + 3600_000);
    const csv = body.sources.find((s) => s.url === server.url(SERIE_A_CSV))!;
    expect(csv).toMatchObject({ format: 'football-data', lastError: 'SourceFetchError: HTTP 404' });
  });
});

describe('scheduled sync from football-data.co.uk', () => {
  it('ends the matches of its rows with their real result and statistics, and rejects a row it cannot place', async () => {
    serve(false, '"fixtures-again"');
    await t.syncNow();
    expect(await opener()).toMatchObject({ ended: false, homeScore: null });
    await t.database.db.delete(matchStatistics).where(eq(matchStatistics.matchId, openingId));
    await t.app.dataChanged({ reason: 'test', matchIds: [openingId], competitionSeasonIds: [] });
    expect((await t.get<{ teams: unknown[] }>(`${API}/matches/${openingId}/getStats`)).teams).toHaveLength(0);
    const csv = footballDataCsv('I1', openingCsvRows);
    const unknownTeam = `I1,24/08/2025,,Atlantis,Inter,1,0,H,0,0,D,,1,1,1,1,1,1,1,1,0,0,0,0`;
    server.answer(SERIE_A_CSV, { body: `${csv}${unknownTeam}\n`, etag: '"csv-1"' });
    const result = await t.syncNow();
    const csvResult = result.sources[1]!;
    expect(csvResult.status).toBe('changed');
    expect(csvResult.rejected).toEqual([
      { line: openingCsvRows.length + 2, reason: 'unknown team "Atlantis" (add it to team_aliases)' },
    ]);
    expect(await opener()).toMatchObject({
      status: 'played',
      homeScore: opening.score!.ft![0],
      awayScore: opening.score!.ft![1],
      // the source omits a 0-0 half time; football-data writes it
      halfTime: { home: opening.score!.ht?.[0] ?? 0, away: opening.score!.ht?.[1] ?? 0 },
    });
    expect((await t.get<{ teams: unknown[] }>(`${API}/matches/${openingId}/getStats`)).teams).toHaveLength(2);
    const played = (await standings()).reduce((sum, row) => sum + row.points, 0);
    expect(played).toBeGreaterThan(0);
  });
});

describe('sync and the live feed', () => {
  it('a match the feed has driven keeps its state when the file has no result for it yet', async () => {
    await t.database.db.update(matches).set({ liveSource: 'feed' }).where(eq(matches.id, openingId));
    serve(true, '"real-5"');
    await t.syncNow();
    const before = await opener();
    expect(before.ended).toBe(true);
    serve(false, '"fixtures-3"');
    const result = await t.syncNow();
    expect(result.sources[0]!.status).toBe('changed');
    expect(await opener()).toEqual(before);
  });
});

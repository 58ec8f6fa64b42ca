import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
import { fitCacheOf } from './service/fittedModels.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';
import { matchIdBySource } from '../../testing/matchIdBySource.ts';

const API = '/api/v1';
/** The server's clock in this file: a fixed instant, so fixtures stay upcoming whatever the calendar says. */
const NOW = new Date('2026-11-22T12:00:00Z');

interface PredictionJson {
  matchId: number;
  madeAt: string;
  modelVersion: string;
  probabilities: Record<'home' | 'draw' | 'away' | 'over25' | 'under25' | 'bttsYes' | 'bttsNo', number>;
  expectedGoals: { home: number; away: number };
  likelyScores: { home: number; away: number; probability: number }[];
  fairOdds: { home: number; draw: number; away: number };
  tip: string;
}

interface MatchWithPredictionJson {
  id: number;
  date: string;
  status: string;
  competition: { id: number };
  homeTeam: { id: number } | null;
  predictions: PredictionJson | null;
}

const t = testAppPerFile({ now: () => NOW });

const matchId = (sourceId: string) => matchIdBySource(t.database.db, sourceId);

function post(payload: unknown, language?: string) {
  return t.inject({
    method: 'POST',
    url: `${API}/matches/predictions/getPaginated`,
    headers: { authorization: BASIC_AUTH_HEADER, ...(language ? { 'accept-language': language } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

function expectWellFormed(prediction: PredictionJson): void {
  const p = prediction.probabilities;
  for (const value of Object.values(p)) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
  }
  expect(p.home + p.draw + p.away).toBeCloseTo(1, 10);
  expect(p.over25 + p.under25).toBeCloseTo(1, 10);
  expect(p.bttsYes + p.bttsNo).toBeCloseTo(1, 10);
  expect(prediction.expectedGoals.home).toBeGreaterThan(0.2);
  expect(prediction.expectedGoals.home).toBeLessThan(5);
  expect(prediction.expectedGoals.away).toBeGreaterThan(0.2);
  expect(prediction.expectedGoals.away).toBeLessThan(5);
  expect(prediction.likelyScores).toHaveLength(5);
  const chances = prediction.likelyScores.map((score) => score.probability);
  expect([...chances].sort((a, b) => b - a)).toEqual(chances);
  expect(prediction.fairOdds.home).toBeCloseTo(1 / p.home, 1);
  expect(prediction.fairOdds.draw).toBeCloseTo(1 / p.draw, 1);
  expect(prediction.fairOdds.away).toBeCloseTo(1 / p.away, 1);
  expect(['1', 'X', '2', '1X', 'X2', 'Over 2.5', 'Under 2.5', 'Goal', 'No Goal']).toContain(prediction.tip);
  expect(prediction.modelVersion).toBe('dixon-coles-1.0.0');
}

describe('GET /matches/{id}/predictions', () => {
  it('predicts a past Serie A 2024-25 match from the results before its day', async () => {
    const id = await matchId('it.1/2024-25/2025-02-02/ac-milan-v-fc-internazionale-milano');
    const response = await t.get(`${API}/matches/${id}/predictions`);
    expect(response.statusCode).toBe(200);
    const prediction = response.json<PredictionJson>();
    expect(prediction.matchId).toBe(id);
    // 00:00 in Rome (CET) on the match day
    expect(prediction.madeAt).toBe('2025-02-01T23:00:00.000Z');
    expectWellFormed(prediction);
    // a close derby: no side above 55%
    expect(Math.max(prediction.probabilities.home, prediction.probabilities.away)).toBeLessThan(0.55);
  });

  it('predicts a 2026-27 LaLiga fixture, madeAt = 00:00 Rome today', async () => {
    const id = await matchId('es.1/2026-27/2027-05-30/ca-osasuna-v-valencia-cf');
    const response = await t.get(`${API}/matches/${id}/predictions`);
    expect(response.statusCode).toBe(200);
    const prediction = response.json<PredictionJson>();
    expectWellFormed(prediction);
    const madeAt = new Date(prediction.madeAt).getTime();
    expect(madeAt).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - madeAt).toBeLessThanOrEqual(25 * 3_600_000);
  });

  it('serves a warm request from the fit cache and the response cache', async () => {
    const id = await matchId('it.1/2024-25/2025-01-04/venezia-fc-v-empoli-fc');
    fitCacheOf(t.database.db).clear();
    const coldStarted = performance.now();
    const cold = await t.get(`${API}/matches/${id}/predictions`);
    const coldMs = performance.now() - coldStarted;
    const warmStarted = performance.now();
    const warm = await t.get(`${API}/matches/${id}/predictions?again=1`);
    const warmMs = performance.now() - warmStarted;
    expect(warm.json()).toEqual(cold.json());
    expect(fitCacheOf(t.database.db).has('clubs|2025-01-04')).toBe(true);
    expect(warmMs).toBeLessThan(coldMs);
  });

  it('answers 404 for an unknown match and 400 for a malformed id', async () => {
    const unknown = await t.get(`${API}/matches/2147483647/predictions`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Match 2147483647 not found');
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await t.get(`${API}/matches/${bad}/predictions`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('answers 404 with the reason when neither team has an earlier result (World Cup 2022 opener)', async () => {
    const id = await matchId('world/2022/2022-11-20/qatar-v-ecuador');
    const response = await t.get(`${API}/matches/${id}/predictions`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      `No prediction for match ${id}: the data holds no earlier result of either team`,
    );
  });

  it('predicts national teams from their own fit (World Cup 2022 final)', async () => {
    const id = await matchId('world/2022/2022-12-18/argentina-v-france');
    const response = await t.get(`${API}/matches/${id}/predictions`);
    expect(response.statusCode).toBe(200);
    expectWellFormed(response.json<PredictionJson>());
  });

  it('answers 404 for a fixture whose team is still a placeholder', async () => {
    const id = await matchId('es.1/2026-27/2027-05-30/ca-osasuna-v-valencia-cf');
    const [original] = await t.database.db
      .select({ homeTeamId: matches.homeTeamId })
      .from(matches)
      .where(eq(matches.id, id));
    await t.database.db.update(matches).set({ homeTeamId: null }).where(eq(matches.id, id));
    // As every writer does: the change drops the cached prediction of this match.
    await t.app.dataChanged({ reason: 'test', matchIds: [id], competitionSeasonIds: [] });
    try {
      const response = await t.get(`${API}/matches/${id}/predictions`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No prediction for match ${id}: its teams are not known yet`);
    } finally {
      await t.database.db.update(matches).set({ homeTeamId: original!.homeTeamId }).where(eq(matches.id, id));
      await t.app.dataChanged({ reason: 'test', matchIds: [id], competitionSeasonIds: [] });
    }
  });
});

describe('POST /matches/predictions/getPaginated', () => {
  it("pages LaLiga's upcoming fixtures with their predictions, soonest first", async () => {
    const response = await post({ page: 1, pageSize: 5, competitionId: 61 });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: MatchWithPredictionJson[]; total: number; upcoming: boolean }>();
    expect(page.upcoming).toBe(true);
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const dates = page.items.map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
    for (const item of page.items) {
      expect(item.competition.id).toBe(61);
      expect(new Date(item.date).getTime()).toBeGreaterThan(NOW.getTime());
      expect(item.predictions?.matchId).toBe(item.id);
      expectWellFormed(item.predictions!);
    }
    // one fit for the whole page: every prediction made at the same instant
    expect(new Set(page.items.map((item) => item.predictions!.madeAt)).size).toBe(1);
  });

  it('shows a data change at once: a fixture whose team became a placeholder leaves the next answer', async () => {
    type Page = { items: MatchWithPredictionJson[]; total: number };
    const before = (await post({ page: 1, pageSize: 5, competitionId: 61 })).json<Page>();
    // the same request again is answered from the page cache, with the same list
    expect((await post({ page: 1, pageSize: 5, competitionId: 61 })).json<Page>()).toEqual(before);
    const first = before.items[0]!;
    await t.database.db.update(matches).set({ homeTeamId: null }).where(eq(matches.id, first.id));
    await t.app.dataChanged({ reason: 'test', matchIds: [first.id], competitionSeasonIds: [] });
    try {
      const after = (await post({ page: 1, pageSize: 5, competitionId: 61 })).json<Page>();
      expect(after.items.map((item) => item.id)).not.toContain(first.id);
      expect(after.items[0]?.id).toBe(before.items[1]?.id);
      expect(after.total).toBe(before.total - 1);
    } finally {
      await t.database.db
        .update(matches)
        .set({ homeTeamId: first.homeTeam!.id })
        .where(eq(matches.id, first.id));
      await t.app.dataChanged({ reason: 'test', matchIds: [first.id], competitionSeasonIds: [] });
    }
  });

  it('falls back to the most recent results when the competition has no fixture ahead (Serie A)', async () => {
    const response = await post({ page: 1, pageSize: 4, filters: { competitionId: 68 } });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: MatchWithPredictionJson[]; total: number; upcoming: boolean }>();
    expect(page.upcoming).toBe(false);
    expect(page.total).toBe(1140);
    const dates = page.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of page.items) {
      expect(item.status).toBe('played');
      expect(new Date(item.predictions!.madeAt).getTime()).toBeLessThan(new Date(item.date).getTime());
    }
  });

  it('validates the bounds: page 0, unknown fields, conflicting ids are 400; pageSize is capped', async () => {
    expect((await post({ page: 0, pageSize: 10 })).statusCode).toBe(400);
    expect((await post({ page: 1, pageSize: 0 })).statusCode).toBe(400);
    expect((await post({ page: 1, pageSize: 10, filters: { teamId: 1 } })).statusCode).toBe(400);
    expect((await post({ page: 1, pageSize: 10, sort: { field: 'name' } })).statusCode).toBe(400);
    expect((await post({ page: 1, pageSize: 10, competitionId: 'x' })).statusCode).toBe(400);
    const conflict = await post({ page: 1, pageSize: 10, competitionId: 61, filters: { competitionId: 43 } });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().field).toBe('competitionId');
    const capped = await post({ page: 1, pageSize: 1000, competitionId: 61 });
    expect(capped.json().pageSize).toBe(50);
    expect(capped.json().items).toHaveLength(50);
  });

  it('sorts by date descending on request and pages beyond the end to an empty list', async () => {
    const desc = await post({
      page: 1,
      pageSize: 3,
      competitionId: 61,
      sort: { field: 'date', direction: 'desc' },
    });
    const dates = desc.json<{ items: MatchWithPredictionJson[] }>().items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const beyond = await post({ page: 10_000, pageSize: 50, competitionId: 61 });
    expect(beyond.json().items).toEqual([]);
  });
});

describe('GET /predictions/home', () => {
  it('features upcoming predictions, top competitions first', async () => {
    const response = await t.get(`${API}/predictions/home`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: MatchWithPredictionJson[]; upcoming: boolean }>();
    expect(body.upcoming).toBe(true);
    expect(body.items).toHaveLength(6);
    const top = [68, 7, 61, 43, 54];
    const tiers = body.items.map((item) => (top.includes(item.competition.id) ? 0 : 1));
    expect([...tiers].sort()).toEqual(tiers);
    expect(tiers[0]).toBe(0);
    for (const item of body.items) expectWellFormed(item.predictions!);
    const alias = await t.get(`${API}/matches/predictions/home?limit=2`);
    expect(alias.json().items.map((item: { id: number }) => item.id)).toEqual(
      body.items.slice(0, 2).map((item) => item.id),
    );
  });

  it('bounds the limit', async () => {
    expect((await t.get(`${API}/predictions/home?limit=0`)).statusCode).toBe(400);
    expect((await t.get(`${API}/predictions/home?limit=21`)).statusCode).toBe(400);
  });
});

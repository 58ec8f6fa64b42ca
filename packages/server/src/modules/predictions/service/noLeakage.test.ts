/**
 * The no-leakage rule through the service, on the real data: a prediction for a past match is the same whether
 * or not the results from its day on exist, and the fit never reads a result from its own day or later.
 */
import { and, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../../db/schema.ts';
import type { TestDatabase } from '../../../db/testDatabase.ts';
import { loadFitInputs } from '../queries/fitInputs.ts';
import { findPredictionTarget } from '../queries/targets.ts';
import { createSeededTestDatabase } from '../../../testing/seededDatabase.ts';
import { asOfDayOf } from './asOfDay.ts';
import { fitCacheOf, fitScopeAsOf } from './fittedModels.ts';
import { predictionOfMatch } from './matchPredictions.ts';
import { predictFromModel, predictTargets } from './predictMatches.ts';
import { matchIdBySource } from '../../../testing/matchIdBySource.ts';

const DERBY = 'it.1/2024-25/2025-02-02/ac-milan-v-fc-internazionale-milano';
let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.destroy());

/** A fixed "now", long after the 2025 matches these tests predict. */
const NOW = new Date('2026-11-22T12:00:00Z');

const matchId = (sourceId: string) => matchIdBySource(database.db, sourceId);

describe('no leakage', () => {
  it('fits only on results that kicked off before 00:00 Rome of the match day', async () => {
    const target = (await findPredictionTarget(database.db, await matchId(DERBY)))!;
    const day = asOfDayOf(target.kickoffAt, NOW);
    const inputs = await loadFitInputs(database.db, {
      competitionTypes: ['league', 'cup'],
      asOf: day.asOf,
      asOfDay: day.day,
      since: null,
    });
    const latest = Math.max(...inputs.results.map((result) => result.kickoffAt.getTime()));
    expect(latest).toBeLessThan(day.asOf.getTime());
    // the day before is known: Serie A played on Saturday 1 February 2025
    expect(latest).toBeGreaterThan(day.asOf.getTime() - 86_400_000);
    // every club of the 2024-25 leagues is placed in its league from the fixture list
    expect(inputs.teamLeagues.get(target.homeTeamId!)).toBe('it.1');
  });

  it('gives the same prediction when every result from the match day on is hidden', async () => {
    const id = await matchId(DERBY);
    const now = NOW;
    const target = (await findPredictionTarget(database.db, id))!;
    const day = asOfDayOf(target.kickoffAt, now);
    const before = predictFromModel(await fitScopeAsOf(database.db, 'clubs', day), target);
    const cachedBefore = await predictionOfMatch(database.db, id, now);
    expect('prediction' in before && before.prediction).toEqual(cachedBefore);

    const hidden = await database.db
      .update(matches)
      .set({
        status: 'scheduled',
        ftHome: null,
        ftAway: null,
        htHome: null,
        htAway: null,
        etHome: null,
        etAway: null,
      })
      .where(and(gte(matches.kickoffAt, day.asOf), sql`${matches.status} in ('played', 'awarded')`))
      .returning({ id: matches.id });
    expect(hidden.length).toBeGreaterThan(3000);

    fitCacheOf(database.db).clear();
    const after = predictFromModel(await fitScopeAsOf(database.db, 'clubs', day), target);
    expect(after).toEqual(before);
    expect(await predictionOfMatch(database.db, id, now)).toEqual(cachedBefore);
  });

  it('groups a page of matches by (scope, day): one fit per distinct day', async () => {
    const ids = await Promise.all(
      [DERBY, 'it.1/2024-25/2025-02-01/bologna-fc-1909-v-como-1907'].map(matchId),
    );
    const targets = await Promise.all(ids.map((id) => findPredictionTarget(database.db, id)));
    const days: string[] = [];
    const outcomes = await predictTargets(
      database.db,
      targets.map((t) => t!),
      NOW,
      async (db, scope, day) => {
        days.push(`${scope}|${day.day}`);
        return fitScopeAsOf(db, scope, day);
      },
    );
    expect(days.sort()).toEqual(['clubs|2025-02-01', 'clubs|2025-02-02']);
    expect([...outcomes.values()].every((outcome) => 'prediction' in outcome)).toBe(true);
  });
});

/**
 * Predictions for matches: each match is predicted by the fit of its scope made at the start of its day (see
 * asOfDay.ts), so a page of matches costs one fit per distinct (scope, day), usually one.
 *
 * No prediction when a team is still a placeholder ("Winner match 49": no team id), or when neither team has a
 * single result in the fit: the model would only restate its prior.
 */
import type { Db } from '../../../db/database.ts';
import type { Prediction } from '@pallone/contract';
import type { FittedModel } from '../model/index.ts';
import { asOfDayOf, type AsOfDay } from './asOfDay.ts';
import { fittedModel } from './fittedModels.ts';
import { scopeOfCompetitionType, type FitScope } from './fitScope.ts';

export interface PredictionTarget {
  id: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  kickoffAt: Date;
  /** `competitions.code`, e.g. `it.1`: places a team the model has never seen (a promoted club). */
  competitionCode: string;
  /** `competitions.type`: league | cup | international. */
  competitionType: string;
  neutral: boolean;
}

export type NoPredictionReason = 'teamsUnknown' | 'noHistory';

export type PredictionOutcome = { prediction: Prediction } | { reason: NoPredictionReason };

/** How fits are obtained (the cached `fittedModel` by default; tests pass an uncached one). */
export type FitSource = (db: Db, scope: FitScope, day: AsOfDay) => Promise<FittedModel>;

export function predictFromModel(model: FittedModel, target: PredictionTarget): PredictionOutcome {
  const { homeTeamId, awayTeamId } = target;
  if (homeTeamId === null || awayTeamId === null) return { reason: 'teamsUnknown' };
  const seen = (team: number) => !model.rating(team).fromPriorOnly;
  if (!seen(homeTeamId) && !seen(awayTeamId)) return { reason: 'noHistory' };
  const { modelVersion, ...prediction } = model.predict(homeTeamId, awayTeamId, {
    competition: target.competitionCode,
    neutral: target.neutral,
  });
  return {
    prediction: { matchId: target.id, madeAt: model.asOf.toISOString(), modelVersion, ...prediction },
  };
}

/**
 * Each fit's outcomes by match: a fit never changes, so a list asked for again (every visit of /pronostici predicts
 * all upcoming fixtures to count them) reuses them. A new fit (next day, import, expiry) starts empty; the key holds
 * the teams and competition too, so a fixture whose placeholder became a team is predicted afresh.
 */
const outcomesByFit = new WeakMap<FittedModel, Map<string, PredictionOutcome>>();

function predictWithFit(model: FittedModel, target: PredictionTarget): PredictionOutcome {
  let outcomes = outcomesByFit.get(model);
  if (!outcomes) outcomesByFit.set(model, (outcomes = new Map()));
  const key = `${target.id}|${target.homeTeamId}|${target.awayTeamId}|${target.competitionCode}|${target.neutral}`;
  let outcome = outcomes.get(key);
  if (!outcome) outcomes.set(key, (outcome = predictFromModel(model, target)));
  return outcome;
}

export async function predictTargets(
  db: Db,
  targets: readonly PredictionTarget[],
  now: Date,
  fitSource: FitSource = fittedModel,
): Promise<Map<number, PredictionOutcome>> {
  const outcomes = new Map<number, PredictionOutcome>();
  const days = new Map<string, AsOfDay>();
  const pending = new Map<string, { scope: FitScope; day: AsOfDay; targets: PredictionTarget[] }>();
  for (const target of targets) {
    if (target.homeTeamId === null || target.awayTeamId === null) {
      outcomes.set(target.id, { reason: 'teamsUnknown' });
      continue;
    }
    const scope = scopeOfCompetitionType(target.competitionType);
    const day = asOfDayOf(target.kickoffAt, now, days);
    const key = `${scope}|${day.day}`;
    let group = pending.get(key);
    if (!group) pending.set(key, (group = { scope, day, targets: [] }));
    group.targets.push(target);
  }
  await Promise.all(
    [...pending.values()].map(async (group) => {
      const model = await fitSource(db, group.scope, group.day);
      for (const target of group.targets) outcomes.set(target.id, predictWithFit(model, target));
    }),
  );
  return outcomes;
}

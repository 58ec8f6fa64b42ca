/** What the routes ask of the prediction service: one match's prediction, or a list of matches with theirs. */
import type { Db } from '../../../db/database.ts';
import { HttpError, NotFoundError } from '../../../http/errors.ts';
import { findPredictionTarget, findPredictionTargets } from '../queries/targets.ts';
import type { MatchBody, MatchWithPrediction, Prediction } from '@pallone/contract';
import { predictTargets, type NoPredictionReason, type PredictionOutcome } from './predictMatches.ts';

const REASONS: Record<NoPredictionReason, string> = {
  teamsUnknown: 'its teams are not known yet',
  noHistory: 'the data holds no earlier result of either team',
};

export class NoPredictionError extends HttpError {
  override name = 'NoPredictionError';
  readonly reason: NoPredictionReason;
  constructor(matchId: number, reason: NoPredictionReason) {
    super(404, `No prediction for match ${matchId}: ${REASONS[reason]}`);
    this.reason = reason;
  }
}

function unwrap(matchId: number, outcome: PredictionOutcome | undefined): Prediction {
  if (!outcome) throw new NotFoundError(`Match ${matchId}`);
  if ('reason' in outcome) throw new NoPredictionError(matchId, outcome.reason);
  return outcome.prediction;
}

/** The prediction of one match; 404 (NotFoundError / NoPredictionError) when there is none. */
export async function predictionOfMatch(db: Db, matchId: number, now: Date): Promise<Prediction> {
  const target = await findPredictionTarget(db, matchId);
  if (!target) throw new NotFoundError(`Match ${matchId}`);
  const outcomes = await predictTargets(db, [target], now);
  return unwrap(matchId, outcomes.get(matchId));
}

/** The matches with their predictions (null where the model has none), in the given order. */
export async function withPredictions(
  db: Db,
  bodies: readonly MatchBody[],
  now: Date,
): Promise<MatchWithPrediction[]> {
  const targets = await findPredictionTargets(
    db,
    bodies.map((body) => body.id),
  );
  const outcomes = await predictTargets(db, targets, now);
  return bodies.map((body) => {
    const outcome = outcomes.get(body.id);
    return { ...body, predictions: outcome && 'prediction' in outcome ? outcome.prediction : null };
  });
}

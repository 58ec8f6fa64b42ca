/**
 * The prediction lists (`POST /matches/predictions/getPaginated`, `GET /predictions/home`) hold only matches the model
 * predicts, so every row has its percentages and tip and every prediction link resolves (issue #15: a fixture of two
 * promoted clubs, neither with a result in the data, used to be listed without a prediction and its article 404ed).
 *
 * Upcoming fixtures all share today's fit, so they are predicted all at once and paged after the filter: `total`
 * counts predicted matches exactly. The recent-results fallback (a competition with no fixture ahead) costs one fit
 * per match day, so there the page is cut in SQL and its unpredicted matches (the first rounds of the data) are left
 * out of the page; `total` counts the results.
 */
import type { Db } from '../../../db/database.ts';
import { matchBodiesInOrder } from '../../matches/queries/byIds.ts';
import { pageRecentResults, upcomingPredictionTargets } from '../queries/paginated.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchWithPrediction } from '@pallone/contract';
import { withPredictions } from './matchPredictions.ts';
import { predictTargets } from './predictMatches.ts';

export interface PredictionPageQuery {
  competitionId?: number;
  page: number;
  pageSize: number;
  /** Default: asc for upcoming fixtures, desc for the recent-results fallback. */
  direction?: 'asc' | 'desc';
}

export interface PredictedPage {
  items: MatchWithPrediction[];
  total: number;
  upcoming: boolean;
}

/** Only the matches with a prediction, in the given order. */
export function onlyPredicted(items: readonly MatchWithPrediction[]): MatchWithPrediction[] {
  return items.filter((item) => item.predictions !== null);
}

export async function predictedPage(
  db: Db,
  query: PredictionPageQuery,
  language: Language,
  now: Date,
): Promise<PredictedPage> {
  const targets = await upcomingPredictionTargets(db, query.competitionId, now);
  const outcomes = await predictTargets(db, targets, now);
  const predicted = targets.flatMap((target) => {
    const outcome = outcomes.get(target.id);
    return outcome && 'prediction' in outcome ? [{ id: target.id, prediction: outcome.prediction }] : [];
  });
  if (predicted.length === 0) {
    const page = await pageRecentResults(db, query, language, now);
    return {
      items: onlyPredicted(await withPredictions(db, page.matches, now)),
      total: page.total,
      upcoming: false,
    };
  }
  if (query.direction === 'desc') predicted.reverse();
  const start = (query.page - 1) * query.pageSize;
  const slice = predicted.slice(start, start + query.pageSize);
  const predictionOf = new Map(slice.map((entry) => [entry.id, entry.prediction]));
  const bodies = await matchBodiesInOrder(db, [...predictionOf.keys()], language, now);
  const items = bodies.map((body) => ({ ...body, predictions: predictionOf.get(body.id) ?? null }));
  return { items, total: predicted.length, upcoming: true };
}

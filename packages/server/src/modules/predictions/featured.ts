/**
 * GET /predictions/home: a handful of featured predictions — upcoming matches where the data has any, else the
 * latest results — top competitions (SPEC §9) first. Also answered at /matches/predictions/home, where SPEC §7
 * lists it among the match calls.
 */
import type { FastifyInstance } from 'fastify';
import { withPredictions } from './service/matchPredictions.ts';
import { onlyPredicted } from './service/predictionPage.ts';
import { featuredMatchesToPredict } from './queries/featured.ts';
import { FeaturedPredictions, FeaturedPredictionsQuery } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export function featuredPredictionsRoute(path: string) {
  return async function featuredPredictions(app: FastifyInstance): Promise<void> {
    defineRead(
      app,
      {
        path: path,
        tags: ['predictions'],
        summary:
          'Featured predictions for the home page: upcoming matches the model predicts (else the latest results), the top ' +
          'competitions 68, 7, 61, 43, 54 first, taking turns; `limit` ≤ 20 (default 6)',
        query: FeaturedPredictionsQuery,
        response: FeaturedPredictions,
        cacheSeconds: 300,
      },
      async (request) => {
        const now = app.now();
        const limit = request.query.limit ?? 6;
        // twice as many candidates: the ones the model does not predict are left out
        const featured = await featuredMatchesToPredict(app.db, limit * 2, request.language, now);
        const predicted = onlyPredicted(await withPredictions(app.db, featured.matches, now));
        return { items: predicted.slice(0, limit), upcoming: featured.upcoming };
      },
    );
  };
}

/**
 * Under /matches: GET /matches/{id}/predictions (one match's prediction) and POST /matches/predictions/getPaginated
 * (a competition's upcoming matches with their predictions).
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../http/errors.ts';
import { predictionOfMatch } from './service/matchPredictions.ts';
import { cachedPredictedPage } from './service/predictionPageCache.ts';
import {
  IdParams,
  MAX_PREDICTION_PAGE_SIZE,
  Prediction,
  PredictionPage,
  PredictionPageRequest,
} from '@pallone/contract';
import { definePageRead, defineRead } from '../readRoute.ts';

export async function matchPredictionRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/predictions',
      tags: ['predictions'],
      summary:
        "The model's prediction of a match, past or future: 1X2, over/under 2.5, both teams to score, expected " +
        'goals, likeliest scores, fair odds and a tip, learned only from results before `madeAt` (00:00 ' +
        'Europe/Rome of the kick-off day, or of today for a later fixture). 404 for an unknown match, and for a ' +
        'match with no prediction (placeholder teams, or no earlier result of either team); the client turns ' +
        'a failure into null (SPEC §7)',
      params: IdParams,
      response: Prediction,
      cacheSeconds: 300,
    },
    (request) => predictionOfMatch(app.db, request.params.id, app.now()),
  );

  definePageRead(
    app,
    {
      path: '/predictions/getPaginated',
      tags: ['predictions'],
      summary:
        "A page of a competition's upcoming matches the model predicts (both teams known, at least one with an " +
        'earlier result; soonest first) with their predictions; when there is none, its most recent results ' +
        'with a prediction instead (`upcoming: false`, newest first). Every item has a prediction. ' +
        '`competitionId` at the top level or in `filters`; sort by date; pageSize ≤ ' +
        `${MAX_PREDICTION_PAGE_SIZE}`,
      body: PredictionPageRequest,
      response: PredictionPage,
    },
    async (request) => {
      const { body } = request;
      const filtered = body.filters?.competitionId;
      if (body.competitionId !== undefined && filtered !== undefined && body.competitionId !== filtered) {
        throw new BadRequestError('competitionId and filters.competitionId differ', 'competitionId');
      }
      const competitionId = body.competitionId ?? filtered;
      const pageSize = Math.min(body.pageSize, MAX_PREDICTION_PAGE_SIZE);
      const page = await cachedPredictedPage(
        app.db,
        {
          page: body.page,
          pageSize,
          ...(competitionId === undefined ? {} : { competitionId }),
          ...(body.sort?.direction === undefined ? {} : { direction: body.sort.direction }),
        },
        request.language,
        app.now(),
      );
      return { items: page.items, total: page.total, page: body.page, pageSize, upcoming: page.upcoming };
    },
  );
}

/**
 * GET /competitionSeasons/getStandingsSeason?competitionId|competitionSlug[&seasonId|seasonSlug]: the competition
 * season a Standings widget or a competition page opens on, with the seasons and phases to pick, in one call.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { StandingsSeason, StandingsSeasonQuery } from '@pallone/contract';
import { findStandingsSeason } from '../standings/queries/season.ts';
import { defineRead } from '../readRoute.ts';

export async function standingsSeasonRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/getStandingsSeason',
      tags: ['competitionSeasons'],
      summary:
        'The competition season to show: the asked season, else the newest with results; with the seasons and every phase with its turns',
      query: StandingsSeasonQuery,
      response: StandingsSeason,
      cacheSeconds: 300,
    },
    async (request) => {
      const { query } = request;
      if (query.competitionId === undefined && query.competitionSlug === undefined) {
        throw new BadRequestError('competitionId or competitionSlug is required', 'competitionId');
      }
      const found = await findStandingsSeason(app.db, query, request.language, app.now());
      if (!found)
        throw new NotFoundError(`Season of competition ${query.competitionId ?? query.competitionSlug}`);
      return found;
    },
  );
}

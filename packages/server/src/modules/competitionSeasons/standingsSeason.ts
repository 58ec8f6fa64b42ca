/**
 * GET /competitionSeasons/getStandingsSeason?competitionId|competitionSlug[&seasonId|seasonSlug]: the competition
 * season a Standings widget or a competition page opens on, with the seasons and phases to pick, in one call.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { StandingsSeason, StandingsSeasonQuery, errorResponses } from '@pallone/contract';
import { findStandingsSeason } from '../standings/queries/season.ts';

export async function standingsSeasonRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/getStandingsSeason',
    {
      schema: {
        tags: ['competitionSeasons'],
        summary:
          'The competition season to show: the asked season, else the newest with results; with the seasons and every phase with its turns',
        querystring: StandingsSeasonQuery,
        response: { 200: StandingsSeason, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const { query } = request;
      if (query.competitionId === undefined && query.competitionSlug === undefined) {
        throw new BadRequestError('competitionId or competitionSlug is required', 'competitionId');
      }
      const found = await findStandingsSeason(app.db, query, request.language);
      if (!found)
        throw new NotFoundError(`Season of competition ${query.competitionId ?? query.competitionSlug}`);
      return found;
    },
  );
}

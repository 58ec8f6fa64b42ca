/** A team's figures: GET /teams/{id}/getBettingStats (one competition season) and /getIndexStats (all of them). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { competitionSeasonExists } from '../matches/queries/rounds.ts';
import { findTeamBettingStats } from './queries/betting.ts';
import { findTeamIndexStats } from './queries/teamsIndex.ts';
import {
  IdParams,
  TeamBettingStats,
  TeamIndexStats,
  TeamStatsQuery,
  errorResponses,
} from '@pallone/contract';
import { requireTeam } from './requireTeam.ts';

export async function teamStatsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/:id/getBettingStats',
    {
      schema: {
        tags: ['teams'],
        summary:
          "The team's betting figures in a competition season, overall, home and away: over 1.5/2.5/3.5, both " +
          'teams to score, clean sheets, failed to score, W/D/L and average goals, from 90-minute scores',
        params: IdParams,
        querystring: TeamStatsQuery,
        response: { 200: TeamBettingStats, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const { competitionSeasonId } = request.query;
      if (!(await competitionSeasonExists(app.db, competitionSeasonId))) {
        throw new NotFoundError(`Competition season ${competitionSeasonId}`);
      }
      return findTeamBettingStats(app.db, request.params.id, competitionSeasonId);
    },
  );

  typed.get(
    '/:id/getIndexStats',
    {
      schema: {
        tags: ['teams'],
        summary:
          "A summary of the team's results across all its competition seasons: played, W/D/L, goals, points " +
          'per match, biggest win, and the same per competition season',
        params: IdParams,
        response: { 200: TeamIndexStats, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      return findTeamIndexStats(app.db, request.params.id, request.language);
    },
  );
}

/**
 * Top scorers: GET /players/getStandings?competitionId&seasonId&limit=5 and /players/getHomeStandings?limit=10.
 * Counted from goal events, which the data has for the World Cups and Euro 2024 only.
 */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { findScorerStandings, latestCompetitionSeasonWithGoals } from './queries/scorers.ts';
import { resolveCompetitionSeasonId } from '../teams/queries/competitionSeasonLookup.ts';
import { HomeScorersQuery, ScorerStandings, ScorersQuery } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function playerStandingRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/getStandings',
      tags: ['players'],
      summary:
        "A competition season's top scorers (seasonId absent: the latest season with goal events; limit, " +
        'default 5); empty where the data has no goal events',
      query: ScorersQuery,
      response: ScorerStandings,
      cacheSeconds: 300,
    },
    async (request) => {
      const { competitionId, seasonId, limit = 5 } = request.query;
      const competitionSeasonId =
        seasonId === undefined
          ? ((await latestCompetitionSeasonWithGoals(app.db, competitionId)) ??
            (await resolveCompetitionSeasonId(app.db, competitionId, undefined)))
          : await resolveCompetitionSeasonId(app.db, competitionId, seasonId);
      if (competitionSeasonId === undefined) throw new NotFoundError(`Competition ${competitionId}`);
      return findScorerStandings(app.db, competitionSeasonId, limit, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/getHomeStandings',
      tags: ['players'],
      summary:
        'Top scorers for the home page: the competition season with the most recent goal events (limit 10)',
      query: HomeScorersQuery,
      response: ScorerStandings,
      cacheSeconds: 300,
    },
    async (request) => {
      const competitionSeasonId = await latestCompetitionSeasonWithGoals(app.db);
      return findScorerStandings(app.db, competitionSeasonId, request.query.limit ?? 10, request.language);
    },
  );
}

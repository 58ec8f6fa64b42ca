/** A team's figures: GET /teams/{id}/getBettingStats (one competition season) and /getIndexStats (all of them). */
import type { FastifyInstance } from 'fastify';
import { findTeamBettingStats } from './queries/betting.ts';
import { findTeamIndexStats } from './queries/teamsIndex.ts';
import { IdParams, TeamBettingStats, TeamIndexStats, TeamStatsQuery } from '@pallone/contract';
import { requireTeam, requireTeamAndSeason } from './requireTeam.ts';
import { defineRead } from '../readRoute.ts';

export async function teamStatsRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/getBettingStats',
      tags: ['teams'],
      summary:
        "The team's betting figures in a competition season, overall, home and away: over 1.5/2.5/3.5, both " +
        'teams to score, clean sheets, failed to score, W/D/L and average goals, from 90-minute scores',
      params: IdParams,
      query: TeamStatsQuery,
      response: TeamBettingStats,
      cacheSeconds: 300,
    },
    async (request) => {
      const { competitionSeasonId } = request.query;
      await requireTeamAndSeason(app.db, request.params.id, competitionSeasonId);
      return findTeamBettingStats(app.db, request.params.id, competitionSeasonId);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getIndexStats',
      tags: ['teams'],
      summary:
        "A summary of the team's results across all its competition seasons: played, W/D/L, goals, points " +
        'per match, biggest win, and the same per competition season',
      params: IdParams,
      response: TeamIndexStats,
      cacheSeconds: 300,
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      return findTeamIndexStats(app.db, request.params.id, request.language);
    },
  );
}

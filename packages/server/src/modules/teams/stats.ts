/** A team's figures: GET /teams/{id}/getBettingStats (one competition season) and /getIndexStats (all of them). */
import type { FastifyInstance } from 'fastify';
import { findTeamBettingStats } from './queries/betting.ts';
import { findTeamIndexStats } from './queries/teamsIndex.ts';
import { TeamBettingStats, TeamIndexStats, TeamStatsQuery } from '@pallone/contract';
import { requireCompetitionSeason } from './requireTeam.ts';
import { defineTeamRead } from './teamRead.ts';

export async function teamStatsRoutes(app: FastifyInstance): Promise<void> {
  defineTeamRead(
    app,
    {
      path: '/:id/getBettingStats',
      summary:
        "The team's betting figures in a competition season, overall, home and away: over 1.5/2.5/3.5, both " +
        'teams to score, clean sheets, failed to score, W/D/L and average goals, from 90-minute scores',
      query: TeamStatsQuery,
      response: TeamBettingStats,
    },
    async (teamId, request) => {
      const { competitionSeasonId } = request.query;
      await requireCompetitionSeason(app.db, competitionSeasonId);
      return findTeamBettingStats(app.db, teamId, competitionSeasonId);
    },
  );

  defineTeamRead(
    app,
    {
      path: '/:id/getIndexStats',
      summary:
        "A summary of the team's results across all its competition seasons: played, W/D/L, goals, points " +
        'per match, biggest win, and the same per competition season',
      response: TeamIndexStats,
    },
    async (teamId, request) => findTeamIndexStats(app.db, teamId, request.language),
  );
}

/**
 * A team's seasons: GET /teams/{id}/getCompetitionSeasons, /getPlayers (its squad) and
 * /getCompetitionSeasonStats (its totals in one competition season).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listTeamCompetitionSeasons } from './queries/competitionSeasons.ts';
import { listTeamPlayers } from './queries/players.ts';
import { findTeamCompetitionSeasonStats } from './queries/stats.ts';
import {
  TeamCompetitionSeason,
  TeamCompetitionSeasonStats,
  TeamCompetitionSeasonsQuery,
  TeamPlayers,
  TeamPlayersQuery,
  TeamStatsQuery,
} from '@pallone/contract';
import { requireCompetitionSeason } from './requireTeam.ts';
import { defineTeamRead } from './teamRead.ts';

export async function teamSeasonRoutes(app: FastifyInstance): Promise<void> {
  defineTeamRead(
    app,
    {
      path: '/:id/getCompetitionSeasons',
      summary:
        'The competition seasons the team played in, latest season first (withCountry, withSeason add detail)',
      query: TeamCompetitionSeasonsQuery,
      response: Type.Array(TeamCompetitionSeason),
    },
    async (teamId, request) => listTeamCompetitionSeasons(app.db, teamId, request.query, request.language),
  );

  defineTeamRead(
    app,
    {
      path: '/:id/getPlayers',
      summary:
        "The team's squad for seasonId, or its latest season with a squad (the data has club squads for " +
        '2023-24 and national squads for Euro 2024 and the World Cups)',
      query: TeamPlayersQuery,
      response: TeamPlayers,
    },
    async (teamId, request) => {
      const { seasonId, ...options } = request.query;
      return listTeamPlayers(app.db, teamId, seasonId, options, request.language);
    },
  );

  defineTeamRead(
    app,
    {
      path: '/:id/getCompetitionSeasonStats',
      summary: "The team's totals in a competition season: results, goals, and summed match statistics",
      query: TeamStatsQuery,
      response: TeamCompetitionSeasonStats,
    },
    async (teamId, request) => {
      const { competitionSeasonId } = request.query;
      await requireCompetitionSeason(app.db, competitionSeasonId);
      return findTeamCompetitionSeasonStats(app.db, teamId, competitionSeasonId, request.language);
    },
  );
}

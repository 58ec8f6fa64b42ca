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
  IdParams,
  TeamCompetitionSeason,
  TeamCompetitionSeasonStats,
  TeamCompetitionSeasonsQuery,
  TeamPlayers,
  TeamPlayersQuery,
  TeamStatsQuery,
} from '@pallone/contract';
import { requireTeam, requireTeamAndSeason } from './requireTeam.ts';
import { defineRead } from '../readRoute.ts';

export async function teamSeasonRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/getCompetitionSeasons',
      tags: ['teams'],
      summary:
        'The competition seasons the team played in, latest season first (withCountry, withSeason add detail)',
      params: IdParams,
      query: TeamCompetitionSeasonsQuery,
      response: Type.Array(TeamCompetitionSeason),
      cacheSeconds: 300,
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      return listTeamCompetitionSeasons(app.db, request.params.id, request.query, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getPlayers',
      tags: ['teams'],
      summary:
        "The team's squad for seasonId, or its latest season with a squad (the data has club squads for " +
        '2023-24 and national squads for Euro 2024 and the World Cups)',
      params: IdParams,
      query: TeamPlayersQuery,
      response: TeamPlayers,
      cacheSeconds: 300,
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const { seasonId, ...options } = request.query;
      return listTeamPlayers(app.db, request.params.id, seasonId, options, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getCompetitionSeasonStats',
      tags: ['teams'],
      summary: "The team's totals in a competition season: results, goals, and summed match statistics",
      params: IdParams,
      query: TeamStatsQuery,
      response: TeamCompetitionSeasonStats,
      cacheSeconds: 300,
    },
    async (request) => {
      const { competitionSeasonId } = request.query;
      await requireTeamAndSeason(app.db, request.params.id, competitionSeasonId);
      return findTeamCompetitionSeasonStats(app.db, request.params.id, competitionSeasonId, request.language);
    },
  );
}

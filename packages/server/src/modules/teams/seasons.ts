/**
 * A team's seasons: GET /teams/{id}/getCompetitionSeasons, /getPlayers (its squad) and
 * /getCompetitionSeasonStats (its totals in one competition season).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import { competitionSeasonExists } from '../matches/queries/rounds.ts';
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
  errorResponses,
} from '@pallone/contract';
import { requireTeam } from './requireTeam.ts';

export async function teamSeasonRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/:id/getCompetitionSeasons',
    {
      schema: {
        tags: ['teams'],
        summary:
          'The competition seasons the team played in, latest season first (withCountry, withSeason add detail)',
        params: IdParams,
        querystring: TeamCompetitionSeasonsQuery,
        response: { 200: Type.Array(TeamCompetitionSeason), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      return listTeamCompetitionSeasons(app.db, request.params.id, request.query, request.language);
    },
  );

  typed.get(
    '/:id/getPlayers',
    {
      schema: {
        tags: ['teams'],
        summary:
          "The team's squad for seasonId, or its latest season with a squad (the data has club squads for " +
          '2023-24 and national squads for Euro 2024 and the World Cups)',
        params: IdParams,
        querystring: TeamPlayersQuery,
        response: { 200: TeamPlayers, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const { seasonId, ...options } = request.query;
      return listTeamPlayers(app.db, request.params.id, seasonId, options, request.language);
    },
  );

  typed.get(
    '/:id/getCompetitionSeasonStats',
    {
      schema: {
        tags: ['teams'],
        summary: "The team's totals in a competition season: results, goals, and summed match statistics",
        params: IdParams,
        querystring: TeamStatsQuery,
        response: { 200: TeamCompetitionSeasonStats, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      await requireTeam(app.db, request.params.id);
      const { competitionSeasonId } = request.query;
      if (!(await competitionSeasonExists(app.db, competitionSeasonId))) {
        throw new NotFoundError(`Competition season ${competitionSeasonId}`);
      }
      return findTeamCompetitionSeasonStats(app.db, request.params.id, competitionSeasonId, request.language);
    },
  );
}

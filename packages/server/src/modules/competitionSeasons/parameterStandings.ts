/**
 * Rankings by a statistic: GET /competitionSeasons/{id}/getTeamParameterStandings (all matches),
 * /getHomeTeamParameterStandings (home or away matches only) and /getPlayerParameterStandings (top scorers).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  HomeTeamParameterQuery,
  IdParams,
  PlayerParameterQuery,
  PlayerParameterStanding,
  TeamParameterQuery,
  TeamParameterStanding,
} from '@pallone/contract';
import { competitionSeasonExists } from './queries/competitionSeasons.ts';
import { rankPlayersByGoals, rankTeamsByParameter } from './queries/parameterStandings.ts';
import { defineRead } from '../readRoute.ts';

const PARAMETERS_TEXT =
  'shots, shotsOnTarget, fouls, corners, yellowCards, redCards (big-5 leagues) or goals';

export async function parameterStandingsRoutes(app: FastifyInstance): Promise<void> {
  const ensureExists = async (id: number) => {
    if (!(await competitionSeasonExists(app.db, id))) throw new NotFoundError(`Competition season ${id}`);
  };

  defineRead(
    app,
    {
      path: '/:id/getTeamParameterStandings',
      tags: ['competitionSeasons'],
      summary: `Teams ranked by a statistic (${PARAMETERS_TEXT}): total and per-match average`,
      params: IdParams,
      query: TeamParameterQuery,
      response: Type.Array(TeamParameterStanding),
      cacheSeconds: 300,
    },
    async (request) => {
      await ensureExists(request.params.id);
      const { parameter, limit } = request.query;
      return rankTeamsByParameter(app.db, request.params.id, { parameter, limit }, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getHomeTeamParameterStandings',
      tags: ['competitionSeasons'],
      summary: `Teams ranked by a statistic in their home (default) or away matches only (${PARAMETERS_TEXT})`,
      params: IdParams,
      query: HomeTeamParameterQuery,
      response: Type.Array(TeamParameterStanding),
      cacheSeconds: 300,
    },
    async (request) => {
      await ensureExists(request.params.id);
      const { parameter, limit, venue = 'home' } = request.query;
      return rankTeamsByParameter(app.db, request.params.id, { parameter, limit, venue }, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getPlayerParameterStandings',
      tags: ['competitionSeasons'],
      summary:
        'Top scorers from goal events (own goals excluded). Events exist only for the World Cups and ' +
        'Euro 2024: elsewhere the list is empty',
      params: IdParams,
      query: PlayerParameterQuery,
      response: Type.Array(PlayerParameterStanding),
      cacheSeconds: 300,
    },
    async (request) => {
      await ensureExists(request.params.id);
      return rankPlayersByGoals(app.db, request.params.id, request.query.limit ?? 20, request.language);
    },
  );
}

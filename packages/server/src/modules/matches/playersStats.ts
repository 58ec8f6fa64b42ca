/** GET /matches/stats/getTeamCompetitionSeasonPlayersStats/{id}: per team of a competition season, squad figures. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { findCompetitionSeasonPlayersStats } from '../competitionSeasons/queries/playersStats.ts';
import { CompetitionSeasonPlayersStats, IdParams } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function matchPlayersStatsRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/stats/getTeamCompetitionSeasonPlayersStats/:id',
      tags: ['matches'],
      summary:
        'Per team of the competition season {id}: squad size, top scorer from goal events and summed match ' +
        'statistics, each null or empty where the data has none',
      params: IdParams,
      response: CompetitionSeasonPlayersStats,
      cacheSeconds: 300,
    },
    async (request) => {
      const stats = await findCompetitionSeasonPlayersStats(app.db, request.params.id, request.language);
      if (!stats) throw new NotFoundError(`Competition season ${request.params.id}`);
      return stats;
    },
  );
}

/** GET /competitions/{id}/team-winners: the winner of each finished season, newest first. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { IdParams, TeamWinnerList } from '@pallone/contract';
import { findCompetitionRowById } from './queries/competitions.ts';
import { listTeamWinners } from './queries/winners.ts';
import { defineRead } from '../readRoute.ts';

export async function teamWinnersRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/team-winners',
      tags: ['competitions'],
      summary:
        'Winner of each finished season: the league table leader, or the final winner (extra time and ' +
        'penalties included) for cups',
      params: IdParams,
      response: TeamWinnerList,
      cacheSeconds: 300,
    },
    async (request) => {
      const competition = await findCompetitionRowById(app.db, request.params.id);
      if (!competition) throw new NotFoundError(`Competition ${request.params.id}`);
      return listTeamWinners(app.db, competition, request.language);
    },
  );
}

/** GET /players/{id}/getTeamComparison?teamId= and /getRefereeComparison: his team(s) against a team, by referee. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { comparePlayerWithTeam } from './queries/comparison.ts';
import { comparePlayerWithReferees } from './queries/comparisonReferees.ts';
import { findPlayerCore, listPlayerSquads } from './queries/statsRefs.ts';
import { loadTeamRefs } from '../teams/queries/row.ts';
import {
  IdParams,
  PlayerRefereeComparison,
  PlayerTeamComparison,
  PlayerTeamComparisonQuery,
} from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function playerComparisonRoutes(app: FastifyInstance): Promise<void> {
  const requireSquads = async (id: number) => {
    if (!(await findPlayerCore(app.db, id))) throw new NotFoundError(`Player ${id}`);
    return listPlayerSquads(app.db, id);
  };

  defineRead(
    app,
    {
      path: '/:id/getTeamComparison',
      tags: ['players'],
      summary:
        "Head-to-head results between the player's team(s) and teamId in the seasons of his squads, with " +
        'the totals from his side',
      params: IdParams,
      query: PlayerTeamComparisonQuery,
      response: PlayerTeamComparison,
      cacheSeconds: 300,
    },
    async (request) => {
      const squads = await requireSquads(request.params.id);
      const { teamId } = request.query;
      const opponent = (await loadTeamRefs(app.db, [teamId], request.language)).get(teamId);
      if (!opponent) throw new NotFoundError(`Team ${teamId}`);
      return comparePlayerWithTeam(app.db, request.params.id, squads, opponent, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getRefereeComparison',
      tags: ['players'],
      summary:
        "The player's team(s) under each referee in the seasons of his squads: W/D/L and cards; the data " +
        'names referees for the Premier League only (empty list elsewhere)',
      params: IdParams,
      response: PlayerRefereeComparison,
      cacheSeconds: 300,
    },
    async (request) =>
      comparePlayerWithReferees(app.db, request.params.id, await requireSquads(request.params.id)),
  );
}

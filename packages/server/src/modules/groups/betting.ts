/** GET /groups/{id}/getTeamBettingParameterStandings: over 2.5, both teams to score, clean sheets, blanks. */
import type { FastifyInstance } from 'fastify';
import { BettingParameterTable, IdParams } from '@pallone/contract';
import { groupBettingRows } from '../standings/queries/betting.ts';
import { requireGroup } from './groupLookup.ts';
import { defineRead } from '../readRoute.ts';

export async function bettingStandingsRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/getTeamBettingParameterStandings',
      tags: ['groups'],
      summary:
        'Per team of the group, from real 90-minute results: over 2.5 goals %, both teams to score %, ' +
        'clean sheets and failed to score',
      params: IdParams,
      response: BettingParameterTable,
      cacheSeconds: 300,
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      return groupBettingRows(app.db, group.id, request.language);
    },
  );
}

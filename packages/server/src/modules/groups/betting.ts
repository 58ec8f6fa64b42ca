/** GET /groups/{id}/getTeamBettingParameterStandings: over 2.5, both teams to score, clean sheets, blanks. */
import type { FastifyInstance } from 'fastify';
import { BettingParameterTable } from '@pallone/contract';
import { groupBettingRows } from '../standings/queries/betting.ts';
import { defineGroupRead } from './groupRead.ts';

export async function bettingStandingsRoute(app: FastifyInstance): Promise<void> {
  defineGroupRead(
    app,
    {
      path: '/:id/getTeamBettingParameterStandings',
      summary:
        'Per team of the group, from real 90-minute results: over 2.5 goals %, both teams to score %, ' +
        'clean sheets and failed to score',
      response: BettingParameterTable,
    },
    async (group, request) => groupBettingRows(app.db, group.id, request.language),
  );
}

/** GET /groups/{id}/getTeamBettingParameterStandings: over 2.5, both teams to score, clean sheets, blanks. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BettingParameterTable, IdParams, errorResponses } from '@pallone/contract';
import { groupBettingRows } from '../standings/queries/betting.ts';
import { requireGroup } from './groupLookup.ts';

export async function bettingStandingsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/getTeamBettingParameterStandings',
    {
      schema: {
        tags: ['groups'],
        summary:
          'Per team of the group, from real 90-minute results: over 2.5 goals %, both teams to score %, ' +
          'clean sheets and failed to score',
        params: IdParams,
        response: { 200: BettingParameterTable, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      return groupBettingRows(app.db, group.id, request.language);
    },
  );
}

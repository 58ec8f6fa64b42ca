/** GET /groups/{id}: a group (phase) with its turns and current turn. */
import type { FastifyInstance } from 'fastify';
import { GroupDetail, IdParams } from '@pallone/contract';
import { findCurrentTurnId, listTurnsOfGroup } from './queries/groups.ts';
import { requireGroup } from './groupLookup.ts';
import { defineRead } from '../readRoute.ts';

export async function groupByIdRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id',
      tags: ['groups'],
      summary: 'A group (league phase, group A, knockout round…) with its turns and current turn',
      params: IdParams,
      response: GroupDetail,
      cacheSeconds: 300,
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      const turns = await listTurnsOfGroup(app.db, group.id);
      return {
        id: group.id,
        name: group.name,
        type: group.type,
        pallonecomSlug: group.pallonecomSlug,
        competitionSeasonId: group.competitionSeasonId,
        competitionId: group.competitionId,
        seasonId: group.seasonId,
        turns,
        currentTurnId: await findCurrentTurnId(app.db, group.id, turns),
      };
    },
  );
}

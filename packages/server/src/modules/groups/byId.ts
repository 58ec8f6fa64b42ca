/** GET /groups/{id}: a group (phase) with its turns and current turn. */
import type { FastifyInstance } from 'fastify';
import { GroupDetail } from '@pallone/contract';
import { findCurrentTurnId, listTurnsOfGroup } from './queries/groups.ts';
import { defineGroupRead } from './groupRead.ts';

export async function groupByIdRoute(app: FastifyInstance): Promise<void> {
  defineGroupRead(
    app,
    {
      path: '/:id',
      summary: 'A group (league phase, group A, knockout round…) with its turns and current turn',
      response: GroupDetail,
    },
    async (group) => {
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

/** GET /groups/getIsStandingsAvailable/{id}: whether the group has a table worth showing (at a turn). */
import type { FastifyInstance } from 'fastify';
import { StandingsAvailability, StandingsQuery } from '@pallone/contract';
import { hasFinishedMatch, TABLE_GROUP_TYPES } from './queries/groups.ts';
import { turnNumberOf } from './groupLookup.ts';
import { defineGroupRead } from './groupRead.ts';

export async function standingsAvailabilityRoute(app: FastifyInstance): Promise<void> {
  defineGroupRead(
    app,
    {
      path: '/getIsStandingsAvailable/:id',
      summary: 'True for a league or group phase with at least one played match (up to turnId, if given)',
      query: StandingsQuery,
      response: StandingsAvailability,
    },
    async (group, request) => {
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      const available =
        TABLE_GROUP_TYPES.has(group.type) && (await hasFinishedMatch(app.db, group.id, turnNumber));
      return { available };
    },
  );
}

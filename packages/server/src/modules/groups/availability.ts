/** GET /groups/getIsStandingsAvailable/{id}: whether the group has a table worth showing (at a turn). */
import type { FastifyInstance } from 'fastify';
import { IdParams, StandingsAvailability, StandingsQuery } from '@pallone/contract';
import { hasFinishedMatch, TABLE_GROUP_TYPES } from './queries/groups.ts';
import { requireGroup, turnNumberOf } from './groupLookup.ts';
import { defineRead } from '../readRoute.ts';

export async function standingsAvailabilityRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/getIsStandingsAvailable/:id',
      tags: ['groups'],
      summary: 'True for a league or group phase with at least one played match (up to turnId, if given)',
      params: IdParams,
      query: StandingsQuery,
      response: StandingsAvailability,
      cacheSeconds: 300,
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      const available =
        TABLE_GROUP_TYPES.has(group.type) && (await hasFinishedMatch(app.db, group.id, turnNumber));
      return { available };
    },
  );
}

/**
 * GET /groups/{id}/getTeamStandings and /getHomeTeamStandings (home or away table), optionally as they stood
 * after a turn. Knockout and qualifying groups answer an empty list.
 */
import type { FastifyInstance } from 'fastify';
import { IdParams, StandingTable, StandingsQuery, VenueStandingsQuery } from '@pallone/contract';
import { groupStandingRows } from '../standings/queries/standings.ts';
import { requireGroup, turnNumberOf } from './groupLookup.ts';
import { defineRead } from '../readRoute.ts';

export async function groupStandingsRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/getTeamStandings',
      tags: ['groups'],
      summary:
        "The group's table with the competition's tie-breaks; with turnId, as it stood after that turn",
      params: IdParams,
      query: StandingsQuery,
      response: StandingTable,
      cacheSeconds: 300,
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      return groupStandingRows(app.db, group, { turnNumber, venue: 'all' }, request.language);
    },
  );
  defineRead(
    app,
    {
      path: '/:id/getHomeTeamStandings',
      tags: ['groups'],
      summary: 'The home (default) or away table of the group; with turnId, as it stood after that turn',
      params: IdParams,
      query: VenueStandingsQuery,
      response: StandingTable,
      cacheSeconds: 300,
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      const venue = request.query.venue ?? 'home';
      return groupStandingRows(app.db, group, { turnNumber, venue }, request.language);
    },
  );
}

/**
 * GET /groups/{id}/getTeamStandings and /getHomeTeamStandings (home or away table), optionally as they stood
 * after a turn. Knockout and qualifying groups answer an empty list.
 */
import type { FastifyInstance } from 'fastify';
import { StandingTable, StandingsQuery, VenueStandingsQuery } from '@pallone/contract';
import { groupStandingRows } from '../standings/queries/standings.ts';
import { turnNumberOf } from './groupLookup.ts';
import { defineGroupRead } from './groupRead.ts';

export async function groupStandingsRoutes(app: FastifyInstance): Promise<void> {
  defineGroupRead(
    app,
    {
      path: '/:id/getTeamStandings',
      summary:
        "The group's table with the competition's tie-breaks; with turnId, as it stood after that turn",
      query: StandingsQuery,
      response: StandingTable,
    },
    async (group, request) => {
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      return groupStandingRows(app.db, group, { turnNumber, venue: 'all' }, request.language);
    },
  );
  defineGroupRead(
    app,
    {
      path: '/:id/getHomeTeamStandings',
      summary: 'The home (default) or away table of the group; with turnId, as it stood after that turn',
      query: VenueStandingsQuery,
      response: StandingTable,
    },
    async (group, request) => {
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      const venue = request.query.venue ?? 'home';
      return groupStandingRows(app.db, group, { turnNumber, venue }, request.language);
    },
  );
}

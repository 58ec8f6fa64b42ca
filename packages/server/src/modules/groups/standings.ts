/**
 * GET /groups/{id}/getTeamStandings and /getHomeTeamStandings (home or away table), optionally as they stood
 * after a turn. Knockout and qualifying groups answer an empty list.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  StandingTable,
  StandingsQuery,
  VenueStandingsQuery,
  errorResponses,
} from '@pallone/contract';
import { groupStandingRows } from '../standings/queries/standings.ts';
import { requireGroup, turnNumberOf } from './groupLookup.ts';

export async function groupStandingsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id/getTeamStandings',
    {
      schema: {
        tags: ['groups'],
        summary:
          "The group's table with the competition's tie-breaks; with turnId, as it stood after that turn",
        params: IdParams,
        querystring: StandingsQuery,
        response: { 200: StandingTable, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      return groupStandingRows(app.db, group, { turnNumber, venue: 'all' }, request.language);
    },
  );
  typed.get(
    '/:id/getHomeTeamStandings',
    {
      schema: {
        tags: ['groups'],
        summary: 'The home (default) or away table of the group; with turnId, as it stood after that turn',
        params: IdParams,
        querystring: VenueStandingsQuery,
        response: { 200: StandingTable, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const group = await requireGroup(app.db, request.params.id);
      const turnNumber = await turnNumberOf(app.db, group.id, request.query.turnId);
      const venue = request.query.venue ?? 'home';
      return groupStandingRows(app.db, group, { turnNumber, venue }, request.language);
    },
  );
}

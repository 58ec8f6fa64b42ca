/** GET /players/search?search=: global search's Giocatori section (SPEC §2): image, name, current team name. */
import type { FastifyInstance } from 'fastify';
import { PlayerSearchResult } from '@pallone/contract';
import { defineSearch } from '../searchRoute.ts';

export async function playerSearchRoute(app: FastifyInstance): Promise<void> {
  defineSearch(
    app,
    {
      tags: ['players', 'search'],
      summary: 'Search players by name, case- and accent-insensitive, best match first',
      result: PlayerSearchResult,
      cacheSeconds: 300,
    },
    async (term, limit, request) =>
      (await app.searchIndex.current()).players(term, limit, request.language, app.now()),
  );
}

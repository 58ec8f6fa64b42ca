/** GET /teams/search?search=: global search's Squadre section (SPEC §2): image, name, country. */
import type { FastifyInstance } from 'fastify';
import { TeamSearchResult } from '@pallone/contract';
import { defineSearch } from '../searchRoute.ts';

export async function teamSearchRoute(app: FastifyInstance): Promise<void> {
  defineSearch(
    app,
    {
      tags: ['teams', 'search'],
      summary: 'Search teams by name or alias, case- and accent-insensitive, best match first',
      result: TeamSearchResult,
      cacheSeconds: 300,
    },
    async (term, limit, request) =>
      (await app.searchIndex.current()).teams(term, limit, request.language, app.now()),
  );
}

/** GET /competitions/search?search=: competitions by name (either language), case- and accent-insensitive. */
import type { FastifyInstance } from 'fastify';
import { CompetitionSearchResult } from '@pallone/contract';
import { defineSearch } from '../searchRoute.ts';

export async function competitionSearchRoute(app: FastifyInstance): Promise<void> {
  defineSearch(
    app,
    {
      tags: ['competitions', 'search'],
      summary: 'Search competitions by name, best match first',
      result: CompetitionSearchResult,
      cacheSeconds: 300,
    },
    async (term, limit, request) =>
      (await app.searchIndex.current()).competitions(term, limit, request.language),
  );
}

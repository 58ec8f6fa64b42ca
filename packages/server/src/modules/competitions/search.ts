/** GET /competitions/search?search=: competitions by name (either language), case- and accent-insensitive. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_SEARCH_LIMIT, searchTermOf } from '../../search/queries/text.ts';
import { CompetitionSearchResult, SearchQuery, errorResponses } from '@pallone/contract';

export async function competitionSearchRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['competitions', 'search'],
        summary: 'Search competitions by name, best match first',
        querystring: SearchQuery,
        response: { 200: Type.Array(CompetitionSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const term = searchTermOf(request.query.search);
      if (!term) return [];
      const index = await app.searchIndex.current();
      return index.competitions(term, request.query.limit ?? DEFAULT_SEARCH_LIMIT, request.language);
    },
  );
}

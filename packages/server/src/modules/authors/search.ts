/** GET /authors/search?search=: authors by name, best match first. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuthorSearchResult, SearchQuery, errorResponses } from '@pallone/contract';
import { searchAuthors } from './queries/authors.ts';
import { DEFAULT_SEARCH_LIMIT, searchTermOf } from '../../search/queries/text.ts';

export async function authorSearchRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['authors', 'search'],
        summary: 'Search authors by name, best match first',
        querystring: SearchQuery,
        response: { 200: Type.Array(AuthorSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const term = searchTermOf(request.query.search);
      if (!term) return [];
      return searchAuthors(app.db, term, request.query.limit ?? DEFAULT_SEARCH_LIMIT);
    },
  );
}

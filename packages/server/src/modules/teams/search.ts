/** GET /teams/search?search=: global search's Squadre section (SPEC §2): image, name, country. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerSearch } from '../../search/queries/text.ts';
import { SearchQuery, TeamSearchResult, errorResponses } from '@pallone/contract';

export async function teamSearchRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['teams', 'search'],
        summary: 'Search teams by name or alias, case- and accent-insensitive, best match first',
        querystring: SearchQuery,
        response: { 200: Type.Array(TeamSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) =>
      answerSearch(request.query, async (term, limit) =>
        (await app.searchIndex.current()).teams(term, limit, request.language, app.now()),
      ),
  );
}

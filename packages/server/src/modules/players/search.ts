/** GET /players/search?search=: global search's Giocatori section (SPEC §2): image, name, current team name. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerSearch } from '../../search/queries/text.ts';
import { PlayerSearchResult, SearchQuery, errorResponses } from '@pallone/contract';

export async function playerSearchRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['players', 'search'],
        summary: 'Search players by name, case- and accent-insensitive, best match first',
        querystring: SearchQuery,
        response: { 200: Type.Array(PlayerSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) =>
      answerSearch(request.query, async (term, limit) =>
        (await app.searchIndex.current()).players(term, limit, request.language, app.now()),
      ),
  );
}

/**
 * GET /matches/search?search=: global search's Partite section (SPEC §2): both teams, scores, date; sorted by
 * similarity, then by closeness of kick-off to now; never a fixture without both teams.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { searchMatches } from '../../search/queries/matches.ts';
import { answerSearch } from '../../search/queries/text.ts';
import { MatchSearchResult, SearchQuery, errorResponses } from '@pallone/contract';

export async function matchSearchRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['matches', 'search'],
        summary: 'Search matches by team names or aliases; by similarity, then kick-off closest to now',
        querystring: SearchQuery,
        response: { 200: Type.Array(MatchSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) =>
      answerSearch(request.query, async (term, limit) => {
        // The teams whose matches count come from the in-memory index (decision 032); the matches from SQL.
        const index = await app.searchIndex.current();
        return searchMatches(app.db, term, limit, request.language, app.now(), (_reader, text, count, now) =>
          index.teamHits(text, count, now),
        );
      }),
  );
}

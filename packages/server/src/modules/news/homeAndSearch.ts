/** GET /news/home (the latest news) and GET /news/search?search= (by title). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NewsHomeQuery, NewsSearchResult, NewsSummary, SearchQuery, errorResponses } from '@pallone/contract';
import { listHomeNews } from './queries/news.ts';
import { searchNews } from './queries/search.ts';
import { DEFAULT_SEARCH_LIMIT, searchTermOf } from '../../search/queries/text.ts';

export async function newsHomeAndSearchRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/home',
    {
      schema: {
        tags: ['news'],
        summary:
          'The latest published news for the home page (default 6, at most 20), optionally of one category',
        querystring: NewsHomeQuery,
        response: { 200: Type.Array(NewsSummary), ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    (request) =>
      listHomeNews(
        app.db,
        request.language,
        { limit: request.query.limit ?? 6, category: request.query.category },
        app.now(),
      ),
  );
  typed.get(
    '/search',
    {
      schema: {
        tags: ['news', 'search'],
        summary: 'Search published news by title, best match first, then newest',
        querystring: SearchQuery,
        response: { 200: Type.Array(NewsSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    async (request) => {
      const term = searchTermOf(request.query.search);
      if (!term) return [];
      return searchNews(
        app.db,
        term,
        request.query.limit ?? DEFAULT_SEARCH_LIMIT,
        request.language,
        app.now(),
      );
    },
  );
}

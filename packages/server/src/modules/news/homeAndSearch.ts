/** GET /news/home (the latest news) and GET /news/search?search= (by title). */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NewsHomeQuery, NewsSearchResult, NewsSummary } from '@pallone/contract';
import { listHomeNews } from './queries/news.ts';
import { searchNews } from './queries/search.ts';
import { defineRead } from '../readRoute.ts';
import { defineSearch } from '../searchRoute.ts';

export async function newsHomeAndSearchRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/home',
      tags: ['news'],
      summary:
        'The latest published news for the home page (default 6, at most 20), optionally of one category',
      query: NewsHomeQuery,
      response: Type.Array(NewsSummary),
      cacheSeconds: 60,
    },
    (request) =>
      listHomeNews(
        app.db,
        request.language,
        { limit: request.query.limit ?? 6, category: request.query.category },
        app.now(),
      ),
  );
  defineSearch(
    app,
    {
      tags: ['news', 'search'],
      summary: 'Search published news by title, best match first, then newest',
      result: NewsSearchResult,
      cacheSeconds: 60,
    },
    (term, limit, request) => searchNews(app.db, term, limit, request.language, app.now()),
  );
}

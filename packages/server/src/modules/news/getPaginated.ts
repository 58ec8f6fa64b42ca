/** POST /news/getPaginated and /news/getPaginatedSimplified. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NewsPage, NewsPageRequest, NewsSimplifiedPage, errorResponses } from '@pallone/contract';
import { pageNews, pageNewsSimplified } from './queries/paginated.ts';

const SUMMARY =
  'filters category, authorId, competitionId, matchId, keyword, title; sort publishedAt (default, newest ' +
  'first), title or id; pageSize capped at 50';

export async function newsPaginatedRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/getPaginated',
    {
      schema: {
        tags: ['news'],
        summary: `A page of published news: ${SUMMARY}`,
        body: NewsPageRequest,
        response: { 200: NewsPage, ...errorResponses },
      },
    },
    (request) => pageNews(app.db, request.body, request.language, app.now()),
  );
  typed.post(
    '/getPaginatedSimplified',
    {
      schema: {
        tags: ['news'],
        summary: `A page of published news with only id, slug, title, date, category and image: ${SUMMARY}`,
        body: NewsPageRequest,
        response: { 200: NewsSimplifiedPage, ...errorResponses },
      },
    },
    (request) => pageNewsSimplified(app.db, request.body, request.language, app.now()),
  );
}

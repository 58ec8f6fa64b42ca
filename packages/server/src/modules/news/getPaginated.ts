/** POST /news/getPaginated and /news/getPaginatedSimplified. */
import type { FastifyInstance } from 'fastify';
import { NewsPage, NewsPageRequest, NewsSimplifiedPage } from '@pallone/contract';
import { pageNews } from './queries/paginated.ts';
import { definePageRead } from '../readRoute.ts';

const SUMMARY =
  'filters category, authorId, competitionId, matchId, keyword, title; sort publishedAt (default, newest ' +
  'first), title or id; pageSize capped at 50';

export async function newsPaginatedRoutes(app: FastifyInstance): Promise<void> {
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['news'],
      summary: `A page of published news: ${SUMMARY}`,
      body: NewsPageRequest,
      response: NewsPage,
    },
    (request) => pageNews(app.db, request.body, { language: request.language, now: app.now() }, 'summary'),
  );
  definePageRead(
    app,
    {
      path: '/getPaginatedSimplified',
      tags: ['news'],
      summary: `A page of published news with only id, slug, title, date, category and image: ${SUMMARY}`,
      body: NewsPageRequest,
      response: NewsSimplifiedPage,
    },
    (request) => pageNews(app.db, request.body, { language: request.language, now: app.now() }, 'simplified'),
  );
}

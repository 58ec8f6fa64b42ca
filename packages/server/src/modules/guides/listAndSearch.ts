/** POST /guides/getPaginated and GET /guides/search?search=. */
import type { FastifyInstance } from 'fastify';
import { GuidePage, GuidePageRequest, GuideSearchResult } from '@pallone/contract';
import { pageGuides, searchGuides } from './queries/guides.ts';
import { definePageRead } from '../readRoute.ts';
import { defineSearch } from '../searchRoute.ts';

export async function guideListRoutes(app: FastifyInstance): Promise<void> {
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['guides'],
      summary:
        'A page of guides: filters keyword, title; sort order (default), publishedAt or title; pageSize capped at 50',
      body: GuidePageRequest,
      response: GuidePage,
    },
    (request) => pageGuides(app.db, request.body, request.language),
  );
  defineSearch(
    app,
    {
      tags: ['guides', 'search'],
      summary: 'Search guides by title, best match first',
      result: GuideSearchResult,
      cacheSeconds: 300,
    },
    (term, limit, request) => searchGuides(app.db, term, limit, request.language),
  );
}

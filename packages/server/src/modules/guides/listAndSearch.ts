/** POST /guides/getPaginated and GET /guides/search?search=. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  GuidePage,
  GuidePageRequest,
  GuideSearchResult,
  SearchQuery,
  errorResponses,
} from '@pallone/contract';
import { pageGuides, searchGuides } from './queries/guides.ts';
import { DEFAULT_SEARCH_LIMIT, searchTermOf } from '../../search/queries/text.ts';

export async function guideListRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/getPaginated',
    {
      schema: {
        tags: ['guides'],
        summary:
          'A page of guides: filters keyword, title; sort order (default), publishedAt or title; pageSize capped at 50',
        body: GuidePageRequest,
        response: { 200: GuidePage, ...errorResponses },
      },
    },
    (request) => pageGuides(app.db, request.body, request.language),
  );
  typed.get(
    '/search',
    {
      schema: {
        tags: ['guides', 'search'],
        summary: 'Search guides by title, best match first',
        querystring: SearchQuery,
        response: { 200: Type.Array(GuideSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const term = searchTermOf(request.query.search);
      if (!term) return [];
      return searchGuides(app.db, term, request.query.limit ?? DEFAULT_SEARCH_LIMIT, request.language);
    },
  );
}

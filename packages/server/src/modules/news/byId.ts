/** GET /news/{id} and /news/{id}/related. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import { IdParams, LimitQuery, NewsDetail, NewsSummary, errorResponses } from '@pallone/contract';
import { findNewsById, listRelatedNews } from './queries/news.ts';

export async function newsByIdRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'A published news item, in the request language when its story has that version',
        params: IdParams,
        response: { 200: NewsDetail, ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    async (request) => {
      const item = await findNewsById(app.db, request.params.id, request.language, app.now());
      if (!item) throw new NotFoundError(`News ${request.params.id}`);
      return item;
    },
  );
  typed.get(
    '/:id/related',
    {
      schema: {
        tags: ['news'],
        summary: 'News related to a news item: same match, competition, keywords or category; newest first',
        params: IdParams,
        querystring: LimitQuery(4, 12),
        response: { 200: Type.Array(NewsSummary), ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    async (request) => {
      const related = await listRelatedNews(
        app.db,
        request.params.id,
        request.language,
        request.query.limit ?? 4,
        app.now(),
      );
      if (!related) throw new NotFoundError(`News ${request.params.id}`);
      return related;
    },
  );
}

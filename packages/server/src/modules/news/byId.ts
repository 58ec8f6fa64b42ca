/** GET /news/{id} and /news/{id}/related. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import { IdParams, LimitQuery, NewsDetail, NewsSummary } from '@pallone/contract';
import { findNewsById, listRelatedNews } from './queries/news.ts';
import { defineRead } from '../readRoute.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function newsByIdRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'News',
    tags: ['news'],
    response: NewsDetail,
    cacheSeconds: 60,
    byId: {
      summary: 'A published news item, in the request language when its story has that version',
      find: (id, request) => findNewsById(app.db, id, request.language, app.now()),
    },
  });
  defineRead(
    app,
    {
      path: '/:id/related',
      tags: ['news'],
      summary: 'News related to a news item: same match, competition, keywords or category; newest first',
      params: IdParams,
      query: LimitQuery(4, 12),
      response: Type.Array(NewsSummary),
      cacheSeconds: 60,
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

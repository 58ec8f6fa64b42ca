/** GET /news/pallonecomSlug/{slug} (query competitionSlug) and its /getIds. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { NewsBySlugQuery, NewsDetail, SlugIds, SlugParams } from '@pallone/contract';
import { findNewsBySlug, findNewsIdBySlug } from './queries/news.ts';
import { defineRead } from '../readRoute.ts';

export async function newsBySlugRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/pallonecomSlug/:slug',
      tags: ['news'],
      summary:
        'A published news item by its pallonecomSlug (the request-language version where both exist); with ' +
        'competitionSlug, 404 unless the news is about that competition',
      params: SlugParams,
      query: NewsBySlugQuery,
      response: NewsDetail,
      cacheSeconds: 60,
    },
    async (request) => {
      const { slug } = request.params;
      const item = await findNewsBySlug(
        app.db,
        slug,
        request.language,
        app.now(),
        request.query.competitionSlug,
      );
      if (!item) throw new NotFoundError(`News "${slug}"`);
      return item;
    },
  );
  defineRead(
    app,
    {
      path: '/pallonecomSlug/:slug/getIds',
      tags: ['news'],
      summary: 'The id /news/pallonecomSlug/{slug} answers with',
      params: SlugParams,
      query: NewsBySlugQuery,
      response: SlugIds,
      cacheSeconds: 60,
    },
    async (request) => {
      const { slug } = request.params;
      const id = await findNewsIdBySlug(
        app.db,
        slug,
        request.language,
        app.now(),
        request.query.competitionSlug,
      );
      if (id === undefined) throw new NotFoundError(`News "${slug}"`);
      return { id };
    },
  );
}

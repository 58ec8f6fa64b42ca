/** GET /news/pallonecomSlug/{slug} (query competitionSlug) and its /getIds. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { NewsBySlugQuery, NewsDetail, SlugIds, SlugParams, errorResponses } from '@pallone/contract';
import { findNewsBySlug, findNewsIdBySlug } from './queries/news.ts';

export async function newsBySlugRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['news'],
        summary:
          'A published news item by its pallonecomSlug (the request-language version where both exist); with ' +
          'competitionSlug, 404 unless the news is about that competition',
        params: SlugParams,
        querystring: NewsBySlugQuery,
        response: { 200: NewsDetail, ...errorResponses },
      },
      config: { cacheSeconds: 60 },
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
  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['news'],
        summary: 'The id /news/pallonecomSlug/{slug} answers with',
        params: SlugParams,
        querystring: NewsBySlugQuery,
        response: { 200: SlugIds, ...errorResponses },
      },
      config: { cacheSeconds: 60 },
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

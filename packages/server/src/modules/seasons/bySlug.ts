/** GET /seasons/pallonecomSlug/{slug} (e.g. 2023-2024) and its /getIds. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { Season, SeasonIds, SlugParams, errorResponses } from '@pallone/contract';
import { findSeasonBySlug } from './queries/seasons.ts';

export async function seasonBySlugRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['seasons'],
        summary: 'A season by its pallonecomSlug (2023-2024, 2024)',
        params: SlugParams,
        response: { 200: Season, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const season = await findSeasonBySlug(app.db, request.params.slug);
      if (!season) throw new NotFoundError(`Season "${request.params.slug}"`);
      return season;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['seasons'],
        summary: 'The id of the season with this pallonecomSlug',
        params: SlugParams,
        response: { 200: SeasonIds, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const season = await findSeasonBySlug(app.db, request.params.slug);
      if (!season) throw new NotFoundError(`Season "${request.params.slug}"`);
      return { id: season.id };
    },
  );
}

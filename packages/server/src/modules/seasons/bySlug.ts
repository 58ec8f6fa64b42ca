/** GET /seasons/pallonecomSlug/{slug} (e.g. 2023-2024) and its /getIds. */
import type { FastifyInstance } from 'fastify';
import { Season, SeasonIds } from '@pallone/contract';
import { findSeasonBySlug } from './queries/seasons.ts';
import { detailRoutes, idAnswer } from '../detailRoutes.ts';

export async function seasonBySlugRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Season',
    tags: ['seasons'],
    response: Season,
    cacheSeconds: 300,
    bySlug: {
      summary: 'A season by its pallonecomSlug (2023-2024, 2024)',
      find: (slug) => findSeasonBySlug(app.db, slug),
    },
    getIds: {
      summary: 'The id of the season with this pallonecomSlug',
      response: SeasonIds,
      find: async (slug) => idAnswer((await findSeasonBySlug(app.db, slug))?.id),
    },
  });
}

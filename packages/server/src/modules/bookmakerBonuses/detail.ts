/** GET /bookmakerBonuses/{id} and /bookmakerBonuses/pallonecomSlug/{slug} (the bookmaker page). */
import type { FastifyInstance } from 'fastify';
import { BookmakerBonus } from '@pallone/contract';
import { findBonusById, findBonusBySlug } from './queries/bookmakerBonuses.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function bonusDetailRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Bookmaker bonus',
    tags: ['bookmakerBonuses'],
    response: BookmakerBonus,
    cacheSeconds: 300,
    byId: {
      summary: 'A bookmaker bonus with its bookmaker',
      find: (id, request) => findBonusById(app.db, id, request.language),
    },
    bySlug: {
      summary: 'A bookmaker bonus by its pallonecomSlug (/scommesse/bookmakers/{slug})',
      find: (slug, request) => findBonusBySlug(app.db, slug, request.language),
    },
  });
}

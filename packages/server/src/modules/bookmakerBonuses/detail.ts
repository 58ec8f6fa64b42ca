/** GET /bookmakerBonuses/{id} and /bookmakerBonuses/pallonecomSlug/{slug} (the bookmaker page). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { BookmakerBonus, IdParams, SlugParams, errorResponses } from '@pallone/contract';
import { findBonusById, findBonusBySlug } from './queries/bookmakerBonuses.ts';

export async function bonusDetailRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id',
    {
      schema: {
        tags: ['bookmakerBonuses'],
        summary: 'A bookmaker bonus with its bookmaker',
        params: IdParams,
        response: { 200: BookmakerBonus, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const bonus = await findBonusById(app.db, request.params.id, request.language);
      if (!bonus) throw new NotFoundError(`Bookmaker bonus ${request.params.id}`);
      return bonus;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['bookmakerBonuses'],
        summary: 'A bookmaker bonus by its pallonecomSlug (/scommesse/bookmakers/{slug})',
        params: SlugParams,
        response: { 200: BookmakerBonus, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const bonus = await findBonusBySlug(app.db, request.params.slug, request.language);
      if (!bonus) throw new NotFoundError(`Bookmaker bonus "${request.params.slug}"`);
      return bonus;
    },
  );
}

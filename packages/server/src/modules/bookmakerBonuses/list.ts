/** GET /bookmakerBonuses (all, optionally by flag) and GET /bookmakerBonuses/home (showOnHome, at most 3). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_BONUS_BANNERS } from '@pallone/core';
import { BookmakerBonusList, BookmakerBonusListQuery, errorResponses } from '@pallone/contract';
import { listBonuses, listHomeBonuses } from './queries/bookmakerBonuses.ts';

export async function bonusListRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/',
    {
      schema: {
        tags: ['bookmakerBonuses'],
        summary:
          'Every bookmaker bonus in display order, optionally only those shown on mobile or on the home page',
        querystring: BookmakerBonusListQuery,
        response: { 200: BookmakerBonusList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    (request) => listBonuses(app.db, request.query, request.language),
  );
  typed.get(
    '/home',
    {
      schema: {
        tags: ['bookmakerBonuses'],
        summary: `The bonuses of the home side column: showOnHome, at most ${MAX_BONUS_BANNERS} (SPEC §9)`,
        response: { 200: BookmakerBonusList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    (request) => listHomeBonuses(app.db, MAX_BONUS_BANNERS, request.language),
  );
}

/** GET /bookmakerBonuses (all, optionally by flag) and GET /bookmakerBonuses/home (showOnHome, at most 3). */
import type { FastifyInstance } from 'fastify';
import { MAX_BONUS_BANNERS } from '@pallone/core';
import { BookmakerBonusList, BookmakerBonusListQuery } from '@pallone/contract';
import { listBonuses, listHomeBonuses } from './queries/bookmakerBonuses.ts';
import { defineRead } from '../readRoute.ts';

export async function bonusListRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['bookmakerBonuses'],
      summary:
        'Every bookmaker bonus in display order, optionally only those shown on mobile or on the home page',
      query: BookmakerBonusListQuery,
      response: BookmakerBonusList,
      cacheSeconds: 300,
    },
    (request) => listBonuses(app.db, request.query, request.language),
  );
  defineRead(
    app,
    {
      path: '/home',
      tags: ['bookmakerBonuses'],
      summary: `The bonuses of the home side column: showOnHome, at most ${MAX_BONUS_BANNERS} (SPEC §9)`,
      response: BookmakerBonusList,
      cacheSeconds: 300,
    },
    (request) => listHomeBonuses(app.db, MAX_BONUS_BANNERS, request.language),
  );
}

/** POST /bookmakerBonuses/getPaginated and GET /bookmakerBonuses/search?search=. */
import type { FastifyInstance } from 'fastify';
import { BookmakerBonusPage, BookmakerBonusPageRequest, BookmakerBonusSearchResult } from '@pallone/contract';
import { pageBonuses, searchBonuses } from './queries/bookmakerBonuses.ts';
import { definePageRead } from '../readRoute.ts';
import { defineSearch } from '../searchRoute.ts';

export async function bonusPageRoutes(app: FastifyInstance): Promise<void> {
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['bookmakerBonuses'],
      summary:
        'A page of bonuses: filters bookmakerId, showOnHome, showOnMobile, minBonus; sort order (default), ' +
        'bonus or name; pageSize capped at 50',
      body: BookmakerBonusPageRequest,
      response: BookmakerBonusPage,
    },
    (request) => pageBonuses(app.db, request.body, request.language),
  );
  defineSearch(
    app,
    {
      tags: ['bookmakerBonuses', 'search'],
      summary: 'Search bonuses by name or bookmaker, best match first',
      result: BookmakerBonusSearchResult,
      cacheSeconds: 300,
    },
    (term, limit) => searchBonuses(app.db, term, limit),
  );
}

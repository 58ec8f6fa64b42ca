/** POST /bookmakerBonuses/getPaginated and GET /bookmakerBonuses/search?search=. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BookmakerBonusPage,
  BookmakerBonusPageRequest,
  BookmakerBonusSearchResult,
  SearchQuery,
  errorResponses,
} from '@pallone/contract';
import { pageBonuses, searchBonuses } from './queries/bookmakerBonuses.ts';
import { DEFAULT_SEARCH_LIMIT, searchTermOf } from '../../search/queries/text.ts';

export async function bonusPageRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/getPaginated',
    {
      schema: {
        tags: ['bookmakerBonuses'],
        summary:
          'A page of bonuses: filters bookmakerId, showOnHome, showOnMobile, minBonus; sort order (default), ' +
          'bonus or name; pageSize capped at 50',
        body: BookmakerBonusPageRequest,
        response: { 200: BookmakerBonusPage, ...errorResponses },
      },
    },
    (request) => pageBonuses(app.db, request.body, request.language),
  );
  typed.get(
    '/search',
    {
      schema: {
        tags: ['bookmakerBonuses', 'search'],
        summary: 'Search bonuses by name or bookmaker, best match first',
        querystring: SearchQuery,
        response: { 200: Type.Array(BookmakerBonusSearchResult), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const term = searchTermOf(request.query.search);
      if (!term) return [];
      return searchBonuses(app.db, term, request.query.limit ?? DEFAULT_SEARCH_LIMIT);
    },
  );
}

/** Routes under /api/v1/bonusQuota: boosted odds ("quote maggiorate"), public reads. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  BonusQuota,
  BonusQuotaList,
  BonusQuotaListQuery,
  BonusQuotaPage,
  BonusQuotaPageRequest,
  IdParams,
  errorResponses,
} from '@pallone/contract';
import { findQuotaById, listQuotas, pageQuotas } from './queries/bonusQuotas.ts';

export async function bonusQuotaRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/',
    {
      schema: {
        tags: ['bonusQuota'],
        summary: 'Boosted odds by match kick-off; onlyActive keeps the offers valid now',
        querystring: BonusQuotaListQuery,
        response: { 200: BonusQuotaList, ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    (request) => listQuotas(app.db, request.query, request.language, app.now()),
  );
  typed.post(
    '/getPaginated',
    {
      schema: {
        tags: ['bonusQuota'],
        summary:
          'A page of boosted odds: filters bookmakerId, matchId, competitionId, market, active; sort matchDate ' +
          '(default), validFrom, validTo or boostedOdds; pageSize capped at 50',
        body: BonusQuotaPageRequest,
        response: { 200: BonusQuotaPage, ...errorResponses },
      },
    },
    (request) => pageQuotas(app.db, request.body, request.language, app.now()),
  );
  typed.get(
    '/:id',
    {
      schema: {
        tags: ['bonusQuota'],
        summary: 'One boosted-odds offer with its bookmaker and match',
        params: IdParams,
        response: { 200: BonusQuota, ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    async (request) => {
      const quota = await findQuotaById(app.db, request.params.id, request.language, app.now());
      if (!quota) throw new NotFoundError(`Bonus quota ${request.params.id}`);
      return quota;
    },
  );
}

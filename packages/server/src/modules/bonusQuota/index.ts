/** Routes under /api/v1/bonusQuota: boosted odds ("quote maggiorate"), public reads. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import {
  BonusQuota,
  BonusQuotaList,
  BonusQuotaListQuery,
  BonusQuotaPage,
  BonusQuotaPageRequest,
  IdParams,
} from '@pallone/contract';
import { findQuotaById, listQuotas, pageQuotas } from './queries/bonusQuotas.ts';
import { definePageRead, defineRead } from '../readRoute.ts';

export async function bonusQuotaRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['bonusQuota'],
      summary: 'Boosted odds by match kick-off; onlyActive keeps the offers valid now',
      query: BonusQuotaListQuery,
      response: BonusQuotaList,
      cacheSeconds: 60,
    },
    (request) => listQuotas(app.db, request.query, request.language, app.now()),
  );
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['bonusQuota'],
      summary:
        'A page of boosted odds: filters bookmakerId, matchId, competitionId, market, active; sort matchDate ' +
        '(default), validFrom, validTo or boostedOdds; pageSize capped at 50',
      body: BonusQuotaPageRequest,
      response: BonusQuotaPage,
    },
    (request) => pageQuotas(app.db, request.body, request.language, app.now()),
  );
  defineRead(
    app,
    {
      path: '/:id',
      tags: ['bonusQuota'],
      summary: 'One boosted-odds offer with its bookmaker and match',
      params: IdParams,
      response: BonusQuota,
      cacheSeconds: 60,
    },
    async (request) => {
      const quota = await findQuotaById(app.db, request.params.id, request.language, app.now());
      if (!quota) throw new NotFoundError(`Bonus quota ${request.params.id}`);
      return quota;
    },
  );
}

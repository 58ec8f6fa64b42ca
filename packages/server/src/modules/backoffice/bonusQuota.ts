/** POST and PUT /bonusQuota (JSON), DELETE /backoffice/bonusQuota/{id}, POST /backoffice/bonusQuota/getPaginated. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeBonusQuotaPage,
  BackofficeBonusQuotaPageRequest,
  BackofficeBonusQuotaRow,
  BonusQuotaCreate,
  BonusQuotaUpdate,
  DeletedResponse,
  ErrorBody,
  IdParams,
} from '@pallone/contract';
import {
  deleteQuota,
  findBackofficeQuota,
  insertQuota,
  matchExists,
  pageBackofficeQuotas,
  updateQuota,
} from './queries/bonusQuota.ts';
import type { Writer } from '../../db/access.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { checkData } from '../../uploads/multipartForm.ts';
import { checkQuotaRules } from './bonusQuotaRules.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const RULES = 'boostedOdds > usualOdds > 1, validTo > validFrom, the match must exist';

async function requireMatch(tx: Writer, matchId: number): Promise<void> {
  if (!(await matchExists(tx, matchId)))
    throw new BadRequestError(`Field "matchId": no match ${matchId}`, 'matchId');
}

async function readQuota(tx: Writer, id: number): Promise<BackofficeBonusQuotaRow> {
  const row = await findBackofficeQuota(tx, id);
  if (!row) throw new NotFoundError('Bonus quota');
  return row;
}

const summaryOf = (row: BackofficeBonusQuotaRow) =>
  `${row.bookmakerName}: ${row.matchLabel} ${row.market} ${row.selection} @ ${row.boostedOdds}`;

export async function backofficeBonusQuotaRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/bonusQuota',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Create a boosted-odds offer (JSON). ${RULES}`,
        response: { 200: BackofficeBonusQuotaRow, ...errors },
      },
    },
    async (request) => {
      const data = checkData(BonusQuotaCreate, request.body);
      checkQuotaRules(data);
      return writeContent(app, request, {
        kind: 'bonuses',
        widths: [],
        run: async (tx) => {
          await requireMatch(tx, data.matchId);
          const row = await readQuota(tx, await insertQuota(tx, data));
          return {
            result: row,
            change: { action: 'create', entity: 'bonusQuota', entityId: row.id, summary: summaryOf(row) },
          };
        },
      });
    },
  );

  typed.put(
    '/bonusQuota',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Update a boosted-odds offer (JSON, id in the body). ${RULES}`,
        response: { 200: BackofficeBonusQuotaRow, ...errors },
      },
    },
    async (request) => {
      const { id, ...data } = checkData(BonusQuotaUpdate, request.body);
      checkQuotaRules(data);
      return writeContent(app, request, {
        kind: 'bonuses',
        widths: [],
        run: async (tx) => {
          await requireMatch(tx, data.matchId);
          if (!(await updateQuota(tx, id, data))) throw new NotFoundError('Bonus quota');
          const row = await readQuota(tx, id);
          return {
            result: row,
            change: { action: 'update', entity: 'bonusQuota', entityId: id, summary: summaryOf(row) },
          };
        },
      });
    },
  );

  typed.delete(
    '/backoffice/bonusQuota/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a boosted-odds offer',
        params: IdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) =>
      writeContent(app, request, {
        kind: 'bonuses',
        widths: [],
        run: async (tx) => {
          const row = await readQuota(tx, request.params.id);
          await deleteQuota(tx, row.id);
          return {
            result: { id: row.id, deleted: true as const },
            change: { action: 'delete', entity: 'bonusQuota', entityId: row.id, summary: summaryOf(row) },
          };
        },
      }),
  );

  typed.post(
    '/backoffice/bonusQuota/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Every boosted-odds offer (expired too); search in bookmaker and team names; sort validTo, validFrom, boostedOdds, matchDate, id',
        body: BackofficeBonusQuotaPageRequest,
        response: { 200: BackofficeBonusQuotaPage, ...errors },
      },
    },
    (request) => pageBackofficeQuotas(app.db, request.body),
  );
}

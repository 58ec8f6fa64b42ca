/**
 * POST and PUT /bookmakerBonuses (JSON, or multipart with `image` + `data`), DELETE /backoffice/bookmakerBonuses/{id},
 * POST /backoffice/bookmakerBonuses/getPaginated. Staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeBookmakerBonusPage,
  BackofficeBookmakerBonusPageRequest,
  BackofficeBookmakerBonusRow,
  BookmakerBonusCreate,
  BookmakerBonusUpdate,
  DeletedResponse,
  ErrorBody,
  IdParams,
} from '@pallone/contract';
import {
  deleteBookmakerBonus,
  findBookmakerBonusRow,
  insertBookmakerBonus,
  pageBackofficeBookmakerBonuses,
  toBackofficeBookmakerBonus,
  updateBookmakerBonus,
} from './queries/bookmakerBonuses.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readWriteForm } from '../../uploads/multipartForm.ts';
import { BANNER_WIDTHS } from '../../uploads/processImage.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const FORM = 'JSON, or multipart/form-data with `image` and `data` (JSON)';

export async function backofficeBookmakerBonusRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/bookmakerBonuses',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Create a bookmaker bonus. ${FORM}`,
        response: { 200: BackofficeBookmakerBonusRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, BookmakerBonusCreate);
      return writeContent(app, request, {
        image: form.image,
        kind: 'bonuses',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const row = await insertBookmakerBonus(tx, form.data, image?.largest ?? null);
          return {
            result: toBackofficeBookmakerBonus(row),
            change: { action: 'create', entity: 'bookmakerBonus', entityId: row.id, summary: row.name },
          };
        },
      });
    },
  );

  typed.put(
    '/bookmakerBonuses',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Update a bookmaker bonus (id in the data). ${FORM}`,
        response: { 200: BackofficeBookmakerBonusRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, BookmakerBonusUpdate);
      const { id, removeImage, ...fields } = form.data;
      return writeContent(app, request, {
        image: form.image,
        kind: 'bonuses',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const before = await findBookmakerBonusRow(tx, id);
          if (!before) throw new NotFoundError('Bookmaker bonus');
          const imagePath = image ? image.largest : removeImage ? null : undefined;
          const row = await updateBookmakerBonus(tx, id, fields, imagePath);
          if (!row) throw new NotFoundError('Bookmaker bonus');
          return {
            result: toBackofficeBookmakerBonus(row),
            change: { action: 'update', entity: 'bookmakerBonus', entityId: id, summary: row.name },
            replacedImage: imagePath !== undefined ? before.imagePath : null,
          };
        },
      });
    },
  );

  typed.delete(
    '/backoffice/bookmakerBonuses/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a bookmaker bonus and its image',
        params: IdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) =>
      writeContent(app, request, {
        kind: 'bonuses',
        widths: [],
        run: async (tx) => {
          const row = await deleteBookmakerBonus(tx, request.params.id);
          if (!row) throw new NotFoundError('Bookmaker bonus');
          return {
            result: { id: row.id, deleted: true as const },
            change: { action: 'delete', entity: 'bookmakerBonus', entityId: row.id, summary: row.name },
            replacedImage: row.imagePath,
          };
        },
      }),
  );

  typed.post(
    '/backoffice/bookmakerBonuses/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Every bookmaker bonus; search in name and slug; sort sortOrder, name, bonus, id',
        body: BackofficeBookmakerBonusPageRequest,
        response: { 200: BackofficeBookmakerBonusPage, ...errors },
      },
    },
    (request) => pageBackofficeBookmakerBonuses(app.db, request.body),
  );
}

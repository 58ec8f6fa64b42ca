/**
 * POST /news and PUT /news (multipart: image file in `image`, the rest as JSON in `data`; or a JSON body without
 * an image), DELETE /backoffice/news/{id}, POST /backoffice/news/getPaginated. Staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeNewsPage,
  BackofficeNewsPageRequest,
  BackofficeNewsRow,
  DeletedResponse,
  ErrorBody,
  IdParams,
  NewsCreate,
  NewsUpdate,
} from '@pallone/contract';
import {
  deleteNews,
  findNewsRow,
  insertNews,
  pageBackofficeNews,
  toBackofficeNews,
  updateNews,
} from './queries/news.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readWriteForm } from '../../uploads/multipartForm.ts';
import { BANNER_WIDTHS } from '../../uploads/processImage.ts';
import { writeContent } from './writeContent.ts';
import { staffOf } from '../auth/staffAuth.ts';
import { assertMayDeleteNews, assertMayWriteNews } from '../auth/authorPolicy.ts';
import { completeNewsInput } from './newsWriteRules.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const FORM = 'multipart/form-data: `image` (JPEG, PNG, WebP or GIF, ≤ 5 MB, ≤ 40 MP) and `data` (JSON)';

export async function backofficeNewsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/news',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Create a news item. ${FORM}`,
        response: { 200: BackofficeNewsRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, NewsCreate);
      return writeContent(app, request, {
        image: form.image,
        kind: 'news',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          await assertMayWriteNews(tx, staffOf(request), { status: form.data.status });
          const input = await completeNewsInput(tx, form.data, { hasImage: image !== undefined });
          const row = await insertNews(tx, input, image, app.now());
          return {
            result: toBackofficeNews(row, app.now()),
            change: { action: 'create', entity: 'news', entityId: row.id, summary: row.title },
          };
        },
      });
    },
  );

  typed.put(
    '/news',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Update a news item (id in data). ${FORM}`,
        response: { 200: BackofficeNewsRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, NewsUpdate);
      const { id, removeImage, ...fields } = form.data;
      return writeContent(app, request, {
        image: form.image,
        kind: 'news',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const before = await findNewsRow(tx, id);
          if (!before) throw new NotFoundError('News');
          await assertMayWriteNews(tx, staffOf(request), { status: fields.status, existing: before });
          const newImage = image ?? (removeImage ? { path: null, widths: [] } : undefined);
          const hasImage = newImage ? newImage.path !== null : before.imagePath !== null;
          const input = await completeNewsInput(tx, fields, { before, hasImage });
          const row = await updateNews(
            tx,
            id,
            { ...input, translationKey: fields.translationKey ?? before.translationKey },
            newImage,
            app.now(),
          );
          if (!row) throw new NotFoundError('News');
          return {
            result: toBackofficeNews(row, app.now()),
            change: { action: 'update', entity: 'news', entityId: id, summary: row.title },
            replacedImage: newImage ? before.imagePath : null,
          };
        },
      });
    },
  );

  typed.delete(
    '/backoffice/news/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a news item and its image',
        params: IdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) =>
      writeContent(app, request, {
        kind: 'news',
        widths: [],
        run: async (tx) => {
          const existing = await findNewsRow(tx, request.params.id);
          if (existing) await assertMayDeleteNews(tx, staffOf(request), existing);
          const row = await deleteNews(tx, request.params.id);
          if (!row) throw new NotFoundError('News');
          return {
            result: { id: row.id, deleted: true as const },
            change: { action: 'delete', entity: 'news', entityId: row.id, summary: row.title },
            replacedImage: row.imagePath,
          };
        },
      }),
  );

  typed.post(
    '/backoffice/news/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'News of every language, date and status; search in title and slug; filter by status (draft, scheduled, ' +
          'published at the server clock); sort publishedAt, updatedAt, title, id',
        body: BackofficeNewsPageRequest,
        response: { 200: BackofficeNewsPage, ...errors },
      },
    },
    (request) => pageBackofficeNews(app.db, request.body, app.now()),
  );
}

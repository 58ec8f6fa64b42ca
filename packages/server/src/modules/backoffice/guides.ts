/** POST and PUT /guides (JSON, or multipart with `image` + `data`), POST /backoffice/guides/getPaginated. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeGuidePage,
  BackofficeGuidePageRequest,
  BackofficeGuideRow,
  ErrorBody,
  GuideCreate,
  GuideUpdate,
} from '@pallone/contract';
import {
  findGuideRow,
  insertGuide,
  pageBackofficeGuides,
  toBackofficeGuide,
  updateGuide,
} from './queries/guides.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readWriteForm } from '../../uploads/multipartForm.ts';
import { BANNER_WIDTHS } from '../../uploads/processImage.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const FORM = 'JSON, or multipart/form-data with `image` and `data` (JSON)';

export async function backofficeGuideRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/guides',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Create a guide. ${FORM}`,
        response: { 200: BackofficeGuideRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, GuideCreate);
      return writeContent(app, request, {
        image: form.image,
        kind: 'guides',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const row = await insertGuide(tx, form.data, image?.largest ?? null);
          return {
            result: toBackofficeGuide(row),
            change: { action: 'create', entity: 'guide', entityId: row.id, summary: row.title },
          };
        },
      });
    },
  );

  typed.put(
    '/guides',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Update a guide (id in the data). ${FORM}`,
        response: { 200: BackofficeGuideRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, GuideUpdate);
      const { id, removeImage, ...fields } = form.data;
      return writeContent(app, request, {
        image: form.image,
        kind: 'guides',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const before = await findGuideRow(tx, id);
          if (!before) throw new NotFoundError('Guide');
          const imagePath = image ? image.largest : removeImage ? null : undefined;
          const row = await updateGuide(
            tx,
            id,
            { ...fields, translationKey: fields.translationKey ?? before.translationKey },
            imagePath,
          );
          if (!row) throw new NotFoundError('Guide');
          return {
            result: toBackofficeGuide(row),
            change: { action: 'update', entity: 'guide', entityId: id, summary: row.title },
            replacedImage: imagePath !== undefined ? before.imagePath : null,
          };
        },
      });
    },
  );

  typed.post(
    '/backoffice/guides/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Guides of every language and date; search in title and slug; sort sortOrder, publishedAt, title, id',
        body: BackofficeGuidePageRequest,
        response: { 200: BackofficeGuidePage, ...errors },
      },
    },
    (request) => pageBackofficeGuides(app.db, request.body),
  );
}

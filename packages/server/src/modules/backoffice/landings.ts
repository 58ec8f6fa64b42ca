/**
 * POST and PUT /landings (JSON, or multipart with `image` + `data`; SEO metadata in the data), DELETE
 * /backoffice/landings/{id}, POST /landings/backoffice/getPaginated. Staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeLandingPage,
  BackofficeLandingPageRequest,
  BackofficeLandingRow,
  DeletedResponse,
  ErrorBody,
  IdParams,
  LandingCreate,
  LandingUpdate,
} from '@pallone/contract';
import {
  deleteLanding,
  findLandingRow,
  insertLanding,
  pageBackofficeLandings,
  toBackofficeLanding,
  updateLanding,
} from './queries/landings.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readWriteForm } from '../../uploads/multipartForm.ts';
import { BANNER_WIDTHS } from '../../uploads/processImage.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const FORM = 'JSON, or multipart/form-data with `image` and `data` (JSON)';

export async function backofficeLandingRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/landings',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Create a landing page. ${FORM}`,
        response: { 200: BackofficeLandingRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, LandingCreate);
      return writeContent(app, request, {
        image: form.image,
        kind: 'landings',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const row = await insertLanding(tx, form.data, image?.largest ?? null);
          return {
            result: toBackofficeLanding(row),
            change: { action: 'create', entity: 'landing', entityId: row.id, summary: row.title },
          };
        },
      });
    },
  );

  typed.put(
    '/landings',
    {
      schema: {
        tags: ['backoffice'],
        summary: `Update a landing page (id in the data). ${FORM}`,
        response: { 200: BackofficeLandingRow, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, LandingUpdate);
      const { id, removeImage, ...fields } = form.data;
      return writeContent(app, request, {
        image: form.image,
        kind: 'landings',
        widths: BANNER_WIDTHS,
        run: async (tx, image) => {
          const before = await findLandingRow(tx, id);
          if (!before) throw new NotFoundError('Landing page');
          const imagePath = image ? image.largest : removeImage ? null : undefined;
          const row = await updateLanding(
            tx,
            id,
            { ...fields, translationKey: fields.translationKey ?? before.translationKey },
            imagePath,
          );
          if (!row) throw new NotFoundError('Landing page');
          return {
            result: toBackofficeLanding(row),
            change: { action: 'update', entity: 'landing', entityId: id, summary: row.title },
            replacedImage: imagePath !== undefined ? before.imagePath : null,
          };
        },
      });
    },
  );

  typed.delete(
    '/backoffice/landings/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a landing page and its image',
        params: IdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) =>
      writeContent(app, request, {
        kind: 'landings',
        widths: [],
        run: async (tx) => {
          const row = await deleteLanding(tx, request.params.id);
          if (!row) throw new NotFoundError('Landing page');
          return {
            result: { id: row.id, deleted: true as const },
            change: { action: 'delete', entity: 'landing', entityId: row.id, summary: row.title },
            replacedImage: row.imagePath,
          };
        },
      }),
  );

  typed.post(
    '/landings/backoffice/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Landing pages of every language and date; search in title and slug; sort title, publishedAt, id',
        body: BackofficeLandingPageRequest,
        response: { 200: BackofficeLandingPage, ...errors },
      },
    },
    (request) => pageBackofficeLandings(app.db, request.body),
  );
}

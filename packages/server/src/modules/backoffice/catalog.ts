/**
 * POST /backoffice/teams/getPaginated and /backoffice/competitions/getPaginated (search and sort), PUT /competitions
 * (JSON, or multipart with the logo in `image` and the names it/en in `data`). Staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BackofficeCompetition,
  BackofficeCompetitionPage,
  BackofficeCompetitionPageRequest,
  BackofficeTeamPage,
  BackofficeTeamPageRequest,
  CompetitionUpdate,
  ErrorBody,
} from '@pallone/contract';
import {
  findCompetitionRow,
  pageBackofficeCompetitions,
  pageBackofficeTeams,
  toBackofficeCompetition,
  updateCompetition,
} from './queries/catalog.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readWriteForm } from '../../uploads/multipartForm.ts';
import { LOGO_WIDTHS } from '../../uploads/processImage.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function backofficeCatalogRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/backoffice/teams/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Every team; search in the names and slug; sort name, id, city',
        body: BackofficeTeamPageRequest,
        response: { 200: BackofficeTeamPage, ...errors },
      },
    },
    (request) => pageBackofficeTeams(app.db, request.body),
  );

  typed.post(
    '/backoffice/competitions/getPaginated',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Every competition; search in the names, code and slug; sort nameIt, nameEn, code, id',
        body: BackofficeCompetitionPageRequest,
        response: { 200: BackofficeCompetitionPage, ...errors },
      },
    },
    (request) => pageBackofficeCompetitions(app.db, request.body),
  );

  typed.put(
    '/competitions',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Update a competition: JSON, or multipart/form-data with `image` (logo) and `data` (JSON: id, nameIt, nameEn)',
        response: { 200: BackofficeCompetition, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, CompetitionUpdate);
      const { id, removeImage, ...names } = form.data;
      // Competition logos share the logo sizes and folder of the team logos.
      return writeContent(app, request, {
        image: form.image,
        kind: 'teams',
        widths: LOGO_WIDTHS,
        run: async (tx, image) => {
          const before = await findCompetitionRow(tx, id);
          if (!before) throw new NotFoundError('Competition');
          const imagePath = image ? image.largest : removeImage ? null : undefined;
          const row = await updateCompetition(tx, before, names, imagePath);
          if (!row) throw new NotFoundError('Competition');
          return {
            result: toBackofficeCompetition(row),
            change: { action: 'update', entity: 'competition', entityId: row.id, summary: row.nameIt },
            replacedImage: imagePath !== undefined ? before.imagePath : null,
          };
        },
      });
    },
  );
}

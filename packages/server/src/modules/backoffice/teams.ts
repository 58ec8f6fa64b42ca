/** GET /backoffice/teams/{id}, PUT /teams (multipart: logo in `image`, fields in `data`), GET /backoffice/competitions/{id}. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BackofficeCompetition, BackofficeTeam, ErrorBody, IdParams, TeamUpdate } from '@pallone/contract';
import {
  findBackofficeCompetition,
  findTeamRow,
  toBackofficeTeam,
  updateTeam,
} from './queries/teams.ts';
import { NotFoundError } from '../../http/errors.ts';
import { readWriteForm } from '../../uploads/multipartForm.ts';
import { LOGO_WIDTHS } from '../../uploads/processImage.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function backofficeTeamRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/backoffice/teams/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A team as the back-office edits it',
        params: IdParams,
        response: { 200: BackofficeTeam, ...errors },
      },
    },
    async (request) => {
      const row = await findTeamRow(app.db, request.params.id);
      if (!row) throw new NotFoundError('Team');
      return toBackofficeTeam(row);
    },
  );

  typed.put(
    '/teams',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Update a team: multipart/form-data with `image` (logo) and `data` (JSON: id, names, city, stadium)',
        response: { 200: BackofficeTeam, ...errors },
      },
    },
    async (request) => {
      const form = await readWriteForm(request, TeamUpdate);
      const { removeImage, ...fields } = form.data;
      return writeContent(app, request, {
        image: form.image,
        kind: 'teams',
        widths: LOGO_WIDTHS,
        run: async (tx, image) => {
          const before = await findTeamRow(tx, fields.id);
          if (!before) throw new NotFoundError('Team');
          const imagePath = image ? image.largest : removeImage ? null : undefined;
          const row = await updateTeam(tx, fields, imagePath);
          if (!row) throw new NotFoundError('Team');
          return {
            result: toBackofficeTeam(row),
            change: { action: 'update', entity: 'team', entityId: row.id, summary: row.name },
            replacedImage: imagePath !== undefined ? before.imagePath : null,
          };
        },
      });
    },
  );

  typed.get(
    '/backoffice/competitions/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A competition as the back-office shows it',
        params: IdParams,
        response: { 200: BackofficeCompetition, ...errors },
      },
    },
    async (request) => {
      const competition = await findBackofficeCompetition(app.db, request.params.id);
      if (!competition) throw new NotFoundError('Competition');
      return competition;
    },
  );
}

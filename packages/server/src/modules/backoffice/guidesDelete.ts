/** DELETE /backoffice/guides/{id}: the guide, its image (after the commit) and an audit entry. Staff only. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DeletedResponse, ErrorBody, IdParams } from '@pallone/contract';
import { deleteGuide } from './queries/guideDelete.ts';
import { NotFoundError } from '../../http/errors.ts';
import { writeContent } from './writeContent.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function backofficeGuideDeleteRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.delete(
    '/backoffice/guides/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a guide and its image',
        params: IdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) =>
      writeContent(app, request, {
        kind: 'guides',
        widths: [],
        run: async (tx) => {
          const row = await deleteGuide(tx, request.params.id);
          if (!row) throw new NotFoundError('Guide');
          return {
            result: { id: row.id, deleted: true as const },
            change: { action: 'delete', entity: 'guide', entityId: row.id, summary: row.title },
            replacedImage: row.imagePath,
          };
        },
      }),
  );
}

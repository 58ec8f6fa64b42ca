/**
 * GET /backoffice/news/{id}: one news item as its back-office form edits it (any language, status or sample flag),
 * its status at the app's clock. The other sections' records come from their content-section routes.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BackofficeNewsRow, ErrorBody, IdParams } from '@pallone/contract';
import { findNewsRow, toBackofficeNews } from './queries/news.ts';
import { NotFoundError } from '../../http/errors.ts';

export async function backofficeNewsByIdRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/backoffice/news/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'A news item as the back-office edits it',
        params: IdParams,
        response: { 200: BackofficeNewsRow, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findNewsRow(app.db, request.params.id);
      if (!row) throw new NotFoundError('News');
      return toBackofficeNews(row, app.now());
    },
  );
}

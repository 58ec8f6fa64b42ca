/**
 * POST /backoffice/news/preview: the unsaved form's article as the public detail would answer it, for
 * "Anteprima" (decision 049). Never stored by anyone (`Cache-Control: no-store`) nor indexed (`X-Robots-Tag`).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, NewsDetail, NewsPreviewRequest } from '@pallone/contract';
import { previewNews } from './queries/newsPreview.ts';

export async function backofficeNewsPreviewRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/backoffice/news/preview',
    {
      schema: {
        tags: ['backoffice'],
        summary:
          'Preview unsaved news fields as the public detail (with the saved image of `id`); not cached, not indexed',
        body: NewsPreviewRequest,
        response: { 200: NewsDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return previewNews(app.db, request.body, app.now());
    },
  );
}

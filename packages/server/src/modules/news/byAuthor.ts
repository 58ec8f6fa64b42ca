/** GET /news/{id}/getByAuthor?currentPage=&pageSize=: the published news of author {id}, 6 a page (SPEC §9). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { AuthorNewsQuery, IdParams, NewsPage, errorResponses } from '@pallone/contract';
import { findAuthorById } from '../authors/queries/authors.ts';
import { pageNewsOfAuthor } from './queries/paginated.ts';

export async function newsByAuthorRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/getByAuthor',
    {
      schema: {
        tags: ['news', 'authors'],
        summary:
          'A page of the published news of author {id}, newest first (pageSize default 6, capped at 50)',
        params: IdParams,
        querystring: AuthorNewsQuery,
        response: { 200: NewsPage, ...errorResponses },
      },
      config: { cacheSeconds: 60 },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findAuthorById(app.db, id, request.language))) throw new NotFoundError(`Author ${id}`);
      const page = { page: request.query.currentPage ?? 1, pageSize: request.query.pageSize ?? 6 };
      return pageNewsOfAuthor(app.db, id, page, request.language, app.now());
    },
  );
}

/** GET /news/{id}/getByAuthor?currentPage=&pageSize=: the published news of author {id}, 6 a page (SPEC §9). */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { AuthorNewsQuery, IdParams, NewsPage } from '@pallone/contract';
import { findAuthorById } from '../authors/queries/authors.ts';
import { pageNewsOfAuthor } from './queries/paginated.ts';
import { defineRead, type ReadRequest } from '../readRoute.ts';

/** A page of author {id}'s published news (6 a page by default); 404 for an unknown author. */
export const authorNewsPage =
  (app: FastifyInstance) => async (request: ReadRequest<typeof IdParams, typeof AuthorNewsQuery>) => {
    const { id } = request.params;
    if (!(await findAuthorById(app.db, id, request.language))) throw new NotFoundError(`Author ${id}`);
    const page = { page: request.query.currentPage ?? 1, pageSize: request.query.pageSize ?? 6 };
    return pageNewsOfAuthor(app.db, id, page, request.language, app.now());
  };

export async function newsByAuthorRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/getByAuthor',
      tags: ['news', 'authors'],
      summary: 'A page of the published news of author {id}, newest first (pageSize default 6, capped at 50)',
      params: IdParams,
      query: AuthorNewsQuery,
      response: NewsPage,
      cacheSeconds: 60,
    },
    authorNewsPage(app),
  );
}

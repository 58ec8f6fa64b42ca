/** GET /authors/{id}, /authors/pallonecomSlug/{slug} and /authors/{id}/getNews?currentPage=&pageSize= (6). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { Author, AuthorNewsQuery, IdParams, NewsPage, SlugParams, errorResponses } from '@pallone/contract';
import { findAuthorById, findAuthorBySlug } from './queries/authors.ts';
import { pageNewsOfAuthor } from '../news/queries/paginated.ts';

export async function authorDetailRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id',
    {
      schema: {
        tags: ['authors'],
        summary: 'An author, bio in the request language',
        params: IdParams,
        response: { 200: Author, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const author = await findAuthorById(app.db, request.params.id, request.language);
      if (!author) throw new NotFoundError(`Author ${request.params.id}`);
      return author;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['authors'],
        summary: 'An author by its pallonecomSlug',
        params: SlugParams,
        response: { 200: Author, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const author = await findAuthorBySlug(app.db, request.params.slug, request.language);
      if (!author) throw new NotFoundError(`Author "${request.params.slug}"`);
      return author;
    },
  );
  typed.get(
    '/:id/getNews',
    {
      schema: {
        tags: ['authors', 'news'],
        summary: "A page of the author's published news, newest first (pageSize default 6, capped at 50)",
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

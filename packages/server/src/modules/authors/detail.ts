/** GET /authors/{id}, /authors/pallonecomSlug/{slug} and /authors/{id}/getNews?currentPage=&pageSize= (6). */
import type { FastifyInstance } from 'fastify';
import { Author, AuthorNewsQuery, IdParams, NewsPage } from '@pallone/contract';
import { findAuthorById, findAuthorBySlug } from './queries/authors.ts';
import { authorNewsPage } from '../news/byAuthor.ts';
import { defineRead } from '../readRoute.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function authorDetailRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Author',
    tags: ['authors'],
    response: Author,
    cacheSeconds: 300,
    byId: {
      summary: 'An author, bio in the request language',
      find: (id, request) => findAuthorById(app.db, id, request.language),
    },
    bySlug: {
      summary: 'An author by its pallonecomSlug',
      find: (slug, request) => findAuthorBySlug(app.db, slug, request.language),
    },
  });
  defineRead(
    app,
    {
      path: '/:id/getNews',
      tags: ['authors', 'news'],
      summary: "A page of the author's published news, newest first (pageSize default 6, capped at 50)",
      params: IdParams,
      query: AuthorNewsQuery,
      response: NewsPage,
      cacheSeconds: 60,
    },
    authorNewsPage(app),
  );
}

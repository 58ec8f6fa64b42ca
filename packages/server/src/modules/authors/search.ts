/** GET /authors/search?search=: authors by name, best match first. */
import type { FastifyInstance } from 'fastify';
import { AuthorSearchResult } from '@pallone/contract';
import { searchAuthors } from './queries/authors.ts';
import { defineSearch } from '../searchRoute.ts';

export async function authorSearchRoute(app: FastifyInstance): Promise<void> {
  defineSearch(
    app,
    {
      tags: ['authors', 'search'],
      summary: 'Search authors by name, best match first',
      result: AuthorSearchResult,
      cacheSeconds: 300,
    },
    (term, limit) => searchAuthors(app.db, term, limit),
  );
}

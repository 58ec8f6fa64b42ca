/**
 * GET /backoffice/bookmakers and GET /backoffice/authors: id and name of every bookmaker and author, for the
 * pickers of the back-office forms (bonus, boosted odds, news, guides), so editors choose names, not ids.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BackofficeNamedRefs, ErrorBody } from '@pallone/contract';
import { listAuthorRefs, listBookmakerRefs } from './queries/lookups.ts';

export async function backofficeLookupRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const response = { 200: BackofficeNamedRefs, 401: ErrorBody };

  typed.get(
    '/backoffice/bookmakers',
    { schema: { tags: ['backoffice'], summary: 'Every bookmaker (id, name), by name', response } },
    () => listBookmakerRefs(app.db),
  );

  typed.get(
    '/backoffice/authors',
    { schema: { tags: ['backoffice'], summary: 'Every author (id, name), by name', response } },
    () => listAuthorRefs(app.db),
  );
}

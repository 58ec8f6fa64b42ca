/** Routes under /api/v1/crawlUrls: which site paths are important for crawling and pre-rendering. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ImportantList, IsImportant, IsImportantQuery, errorResponses } from '@pallone/contract';
import { isImportantUrl, listImportantUrls } from '../../content/queries/directories.ts';

export async function crawlUrlRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/isImportant',
    {
      schema: {
        tags: ['crawlUrls'],
        summary: 'Whether a site path is marked important (false for an unknown path)',
        querystring: IsImportantQuery,
        response: { 200: IsImportant, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => ({ isImportant: await isImportantUrl(app.db, request.query.url) }),
  );
  typed.get(
    '/getImportantList',
    {
      schema: {
        tags: ['crawlUrls'],
        summary: 'Every important site path, sorted',
        response: { 200: ImportantList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    () => listImportantUrls(app.db),
  );
}

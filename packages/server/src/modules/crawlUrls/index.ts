/** Routes under /api/v1/crawlUrls: which site paths are important for crawling and pre-rendering. */
import type { FastifyInstance } from 'fastify';
import { ImportantList, IsImportant, IsImportantQuery } from '@pallone/contract';
import { isImportantUrl, listImportantUrls } from '../../content/queries/directories.ts';
import { defineRead } from '../readRoute.ts';

export async function crawlUrlRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/isImportant',
      tags: ['crawlUrls'],
      summary: 'Whether a site path is marked important (false for an unknown path)',
      query: IsImportantQuery,
      response: IsImportant,
      cacheSeconds: 300,
    },
    async (request) => ({ isImportant: await isImportantUrl(app.db, request.query.url) }),
  );
  defineRead(
    app,
    {
      path: '/getImportantList',
      tags: ['crawlUrls'],
      summary: 'Every important site path, sorted',
      response: ImportantList,
      cacheSeconds: 300,
    },
    () => listImportantUrls(app.db),
  );
}

/**
 * GET /matches/getClosestDateWithMatches, /matches/getNextDateWithMatches and /matches/getPreviousDateWithMatches:
 * Rome days that have matches (the last two let a day without matches link to the nearest ones either side).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.ts';
import {
  findClosestDateWithMatches,
  findNextDateWithMatches,
  findPreviousDateWithMatches,
} from './queries/dates.ts';
import { romeDateOf } from './queries/romeDay.ts';
import { DateQuery, DateResponse, errorResponses } from '@pallone/contract';

const DATE_ROUTES: [path: string, summary: string, find: (db: Db, date: string) => Promise<string | null>][] =
  [
    [
      '/getClosestDateWithMatches',
      'The Rome day with matches closest to date (default today): date itself when it has matches',
      findClosestDateWithMatches,
    ],
    [
      '/getNextDateWithMatches',
      'The first Rome day after date (default today) that has matches; null when none',
      findNextDateWithMatches,
    ],
    [
      '/getPreviousDateWithMatches',
      'The last Rome day before date (default today) that has matches; null when none',
      findPreviousDateWithMatches,
    ],
  ];

export async function matchDateRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const [path, summary, find] of DATE_ROUTES) {
    typed.get(
      path,
      {
        schema: {
          tags: ['matches'],
          summary,
          querystring: DateQuery,
          response: { 200: DateResponse, ...errorResponses },
        },
        config: { cacheSeconds: 300 },
      },
      async (request) => ({ date: await find(app.db, request.query.date ?? romeDateOf(app.now())) }),
    );
  }
}

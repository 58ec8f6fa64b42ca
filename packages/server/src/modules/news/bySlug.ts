/** GET /news/pallonecomSlug/{slug} (query competitionSlug) and its /getIds. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { NewsBySlugQuery, NewsDetail, SlugIds, SlugParams } from '@pallone/contract';
import { findNewsBySlug, findNewsIdBySlug } from './queries/news.ts';
import { defineRead, type ReadRequest } from '../readRoute.ts';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../plugins/language.ts';

type FindBySlug<T> = (
  db: Db,
  slug: string,
  language: Language,
  now: Date,
  competitionSlug?: string,
) => Promise<T | undefined>;

export async function newsBySlugRoutes(app: FastifyInstance): Promise<void> {
  const route = { tags: ['news'], params: SlugParams, query: NewsBySlugQuery, cacheSeconds: 60 };
  /** What the slug names in the request language at the app's clock (of the competition asked for); none: 404. */
  const found = async <T>(
    find: FindBySlug<T>,
    request: ReadRequest<typeof SlugParams, typeof NewsBySlugQuery>,
  ): Promise<T> => {
    const { slug } = request.params;
    const answer = await find(app.db, slug, request.language, app.now(), request.query.competitionSlug);
    if (answer === undefined) throw new NotFoundError(`News "${slug}"`);
    return answer;
  };
  defineRead(
    app,
    {
      ...route,
      path: '/pallonecomSlug/:slug',
      summary:
        'A published news item by its pallonecomSlug (the request-language version where both exist); with ' +
        'competitionSlug, 404 unless the news is about that competition',
      response: NewsDetail,
    },
    (request) => found(findNewsBySlug, request),
  );
  defineRead(
    app,
    {
      ...route,
      path: '/pallonecomSlug/:slug/getIds',
      summary: 'The id /news/pallonecomSlug/{slug} answers with',
      response: SlugIds,
    },
    async (request) => ({ id: await found(findNewsIdBySlug, request) }),
  );
}

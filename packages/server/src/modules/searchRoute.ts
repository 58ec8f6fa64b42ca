/**
 * `GET /<resource>/search?search=&limit=`: one section of the global search. A blank term answers `[]`, the limit
 * defaults to `DEFAULT_SEARCH_LIMIT`; `run` finds the results, best match first. `indexSearchRoute` is such a
 * section answered from the process's in-memory search index (decision 032).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { SearchQuery } from '@pallone/contract';
import { answerSearch, type SearchTerm } from '../search/queries/text.ts';
import type { SearchIndex } from '../search/searchIndex.ts';
import type { Language } from '../plugins/language.ts';
import { defineRead } from './readRoute.ts';

export interface SearchRoute<R extends TSchema> {
  tags: string[];
  summary: string;
  /** One result's schema. */
  result: R;
  cacheSeconds: number;
}

export function defineSearch<R extends TSchema>(
  app: FastifyInstance,
  route: SearchRoute<R>,
  run: (term: SearchTerm, limit: number, request: FastifyRequest) => Promise<Static<R>[]>,
): void {
  const { tags, summary, result, cacheSeconds } = route;
  const response = Type.Array(result);
  defineRead(
    app,
    { path: '/search', tags, summary, query: SearchQuery, response, cacheSeconds },
    async (request) => answerSearch(request.query, (term, limit) => run(term, limit, request)),
  );
}

/** Asks the index for one section's results. */
type IndexSearch<R extends TSchema> = (
  index: SearchIndex,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
) => Static<R>[];

/** The route plugin of a section the search index answers, cached five minutes. */
export function indexSearchRoute<R extends TSchema>(
  route: Omit<SearchRoute<R>, 'cacheSeconds'>,
  search: IndexSearch<R>,
): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    defineSearch(app, { ...route, cacheSeconds: 300 }, async (term, limit, request) =>
      search(await app.searchIndex.current(), term, limit, request.language, app.now()),
    );
  };
}

/**
 * The detail reads many resources share: `/:id`, `/pallonecomSlug/:slug` and `/pallonecomSlug/:slug/getIds`. Each
 * finds one row (or its ids) and answers 404 "<Noun> <id>" / "<Noun> "<slug>"" when there is none.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { IdParams, SlugParams } from '@pallone/contract';
import { NotFoundError } from '../http/errors.ts';
import { defineRead } from './readRoute.ts';

/** Finds the answer for a key; the request gives its language. */
type Find<Key, Answer> = (key: Key, request: FastifyRequest) => Promise<Answer | null | undefined>;

interface DetailRead<Key, Answer> {
  summary: string;
  find: Find<Key, Answer>;
  /** This read's own cache time, where it differs from the resource's. */
  cacheSeconds?: number;
}

export interface DetailRoutes<R extends TSchema, I extends TSchema> {
  /** The resource's name in a 404's message: `Author` → "Author 7", "Author "slug"". */
  noun: string;
  tags: string[];
  /** The detail's schema, answered by id and by slug. */
  response: R;
  cacheSeconds: number;
  byId?: DetailRead<number, Static<R>>;
  bySlug?: DetailRead<string, Static<R>>;
  getIds?: DetailRead<string, Static<I>> & { response: I };
}

/** `{ id }` for a found id, nothing for none: the usual answer of a `getIds` route. */
export const idAnswer = (id: number | undefined): { id: number } | undefined =>
  id === undefined ? undefined : { id };

export function detailRoutes<R extends TSchema, I extends TSchema>(
  app: FastifyInstance,
  routes: DetailRoutes<R, I>,
): void {
  const { noun, tags } = routes;
  const cacheSeconds = (read: { cacheSeconds?: number }) => read.cacheSeconds ?? routes.cacheSeconds;
  const found = <T>(answer: T | null | undefined, what: string): T => {
    if (answer === undefined || answer === null) throw new NotFoundError(`${noun} ${what}`);
    return answer;
  };
  const { byId, bySlug, getIds } = routes;
  if (byId) {
    const route = { path: '/:id', tags, summary: byId.summary, params: IdParams };
    defineRead(
      app,
      { ...route, response: routes.response, cacheSeconds: cacheSeconds(byId) },
      async (request) => found(await byId.find(request.params.id, request), String(request.params.id)),
    );
  }
  if (bySlug) {
    const route = { path: '/pallonecomSlug/:slug', tags, summary: bySlug.summary, params: SlugParams };
    defineRead(
      app,
      { ...route, response: routes.response, cacheSeconds: cacheSeconds(bySlug) },
      async (request) => found(await bySlug.find(request.params.slug, request), `"${request.params.slug}"`),
    );
  }
  if (getIds) {
    const route = { path: '/pallonecomSlug/:slug/getIds', tags, summary: getIds.summary, params: SlugParams };
    defineRead(
      app,
      { ...route, response: getIds.response, cacheSeconds: cacheSeconds(getIds) },
      async (request) => found(await getIds.find(request.params.slug, request), `"${request.params.slug}"`),
    );
  }
}

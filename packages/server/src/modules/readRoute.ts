/**
 * A public read route in one call: the path, its OpenAPI words, its schemas and how long its answer is cached.
 * Every public read documents the same error answers (`errorResponses`: 400, 401, 404) beside its 200, so a
 * route names only its 200 schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { errorResponses } from '@pallone/contract';

/** What a route's params or querystring schema validates to (`undefined` when it declares none). */
type Input<S> = S extends TSchema ? Static<S> : undefined;

export type ReadRequest<P, Q> = FastifyRequest<{ Params: Input<P>; Querystring: Input<Q> }>;

export interface ReadRoute<P extends TSchema | undefined, Q extends TSchema | undefined, R extends TSchema> {
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  /** The 200 answer's schema. */
  response: R;
  /** How long the answer is cached (responseCache plugin); unset, the server's default. */
  cacheSeconds?: number;
}

export type ReadHandler<P, Q, R extends TSchema> = (
  request: ReadRequest<P, Q>,
  reply: FastifyReply,
) => Promise<Static<R> | FastifyReply>;

export function defineRead<
  R extends TSchema,
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
>(app: FastifyInstance, route: ReadRoute<P, Q, R>, handler: ReadHandler<P, Q, R>): void {
  app.get<{ Params: Input<P>; Querystring: Input<Q> }>(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(route.description !== undefined ? { description: route.description } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        response: { 200: route.response, ...errorResponses },
      },
      ...(route.cacheSeconds !== undefined ? { config: { cacheSeconds: route.cacheSeconds } } : {}),
    },
    handler,
  );
}

export interface PageRoute<B extends TSchema, R extends TSchema> {
  path: string;
  tags: string[];
  summary: string;
  /** The page request: filters, sort, page and page size. */
  body: B;
  /** The page's schema. */
  response: R;
}

/** A public read that takes its filters in a POST body (the `getPaginated` lists); POST answers are not cached. */
export function definePageRead<B extends TSchema, R extends TSchema>(
  app: FastifyInstance,
  route: PageRoute<B, R>,
  handler: (request: FastifyRequest<{ Body: Static<B> }>) => Promise<Static<R>>,
): void {
  app.post<{ Body: Static<B> }>(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        body: route.body,
        response: { 200: route.response, ...errorResponses },
      },
    },
    handler,
  );
}

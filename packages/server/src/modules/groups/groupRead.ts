/**
 * `GET /groups/…{id}…`: a read of one group. The route names its path, summary, query and answer; this declares it
 * under the `groups` tag with the id param and a five-minute cache, and finds the group (404) before `answer`.
 */
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { IdParams } from '@pallone/contract';
import { defineRead, type ReadRequest } from '../readRoute.ts';
import { requireGroup } from './groupLookup.ts';
import type { GroupRow } from './queries/groups.ts';

interface GroupReadRoute<Q extends TSchema | undefined, R extends TSchema> {
  path: string;
  summary: string;
  query?: Q;
  response: R;
}

export function defineGroupRead<R extends TSchema, Q extends TSchema | undefined = undefined>(
  app: FastifyInstance,
  route: GroupReadRoute<Q, R>,
  answer: (group: GroupRow, request: ReadRequest<typeof IdParams, Q>) => Promise<Static<R>>,
): void {
  defineRead(app, { ...route, tags: ['groups'], params: IdParams, cacheSeconds: 300 }, async (request) =>
    answer(await requireGroup(app.db, request.params.id), request),
  );
}

/**
 * `GET /teams/{id}/…`: a read of one team's sub-resource. The route names its path, summary, query, answer and
 * (where it differs from five minutes) cache time; this declares it under the `teams` tag with the id param and
 * answers 404 for an unknown team before `answer` runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { IdParams } from '@pallone/contract';
import { defineRead, type ReadRequest } from '../readRoute.ts';
import { requireTeam } from './requireTeam.ts';

interface TeamReadRoute<Q extends TSchema | undefined, R extends TSchema> {
  path: string;
  summary: string;
  query?: Q;
  response: R;
  cacheSeconds?: number;
}

export function defineTeamRead<R extends TSchema, Q extends TSchema | undefined = undefined>(
  app: FastifyInstance,
  route: TeamReadRoute<Q, R>,
  answer: (teamId: number, request: ReadRequest<typeof IdParams, Q>) => Promise<Static<R>>,
): void {
  defineRead(app, { cacheSeconds: 300, ...route, tags: ['teams'], params: IdParams }, async (request) => {
    await requireTeam(app.db, request.params.id);
    return answer(request.params.id, request);
  });
}

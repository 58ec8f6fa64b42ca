/** GET /competitions/{id}: one competition (SPEC §3 shape). */
import type { FastifyInstance } from 'fastify';
import { Competition } from '@pallone/contract';
import { findCompetitionById } from './queries/competitions.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function competitionByIdRoute(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Competition',
    tags: ['competitions'],
    response: Competition,
    cacheSeconds: 300,
    byId: {
      summary: 'A competition by id',
      find: (id, request) => findCompetitionById(app.db, id, request.language),
    },
  });
}

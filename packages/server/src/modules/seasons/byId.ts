/** GET /seasons/{id}. */
import type { FastifyInstance } from 'fastify';
import { Season } from '@pallone/contract';
import { findSeasonById } from './queries/seasons.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function seasonByIdRoute(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Season',
    tags: ['seasons'],
    response: Season,
    cacheSeconds: 300,
    byId: { summary: 'A season by id', find: (id) => findSeasonById(app.db, id) },
  });
}

/** GET /competitions/pallonecomSlug/{slug} and its /getIds: a competition by its public slug. */
import type { FastifyInstance } from 'fastify';
import { Competition, CompetitionIds } from '@pallone/contract';
import { findCompetitionBySlug, findCompetitionIdBySlug } from './queries/competitions.ts';
import { detailRoutes, idAnswer } from '../detailRoutes.ts';

export async function competitionBySlugRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Competition',
    tags: ['competitions'],
    response: Competition,
    cacheSeconds: 300,
    bySlug: {
      summary: 'A competition by its pallonecomSlug (e.g. italia-serie-a)',
      find: (slug, request) => findCompetitionBySlug(app.db, slug, request.language),
    },
    getIds: {
      summary: 'The id of the competition with this pallonecomSlug',
      response: CompetitionIds,
      find: async (slug) => idAnswer(await findCompetitionIdBySlug(app.db, slug)),
    },
  });
}

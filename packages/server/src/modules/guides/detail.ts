/** GET /guides/{id}, /guides/pallonecomSlug/{slug} and its /getIds. */
import type { FastifyInstance } from 'fastify';
import { GuideDetail, SlugIds } from '@pallone/contract';
import { findGuideById, findGuideBySlug, findGuideIdBySlug } from './queries/guides.ts';
import { detailRoutes, idAnswer } from '../detailRoutes.ts';

export async function guideDetailRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Guide',
    tags: ['guides'],
    response: GuideDetail,
    cacheSeconds: 300,
    byId: {
      summary: 'A guide, in the request language when it has that version',
      find: (id, request) => findGuideById(app.db, id, request.language),
    },
    bySlug: {
      summary: 'A guide by its pallonecomSlug (the request-language version where both exist)',
      find: (slug, request) => findGuideBySlug(app.db, slug, request.language),
    },
    getIds: {
      summary: 'The id /guides/pallonecomSlug/{slug} answers with',
      response: SlugIds,
      find: async (slug, request) => idAnswer(await findGuideIdBySlug(app.db, slug, request.language)),
    },
  });
}

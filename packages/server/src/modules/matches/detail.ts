/** GET /matches/{id}, /matches/pallonecomSlug/{slug} and its /getIds: one match (SPEC §3 match). */
import type { FastifyInstance } from 'fastify';
import { findMatchById, findMatchBySlug, findMatchIdsBySlug } from './queries/matches.ts';
import { MatchBody, MatchIds } from '@pallone/contract';
import { detailRoutes } from '../detailRoutes.ts';

export async function matchDetailRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Match',
    tags: ['matches'],
    response: MatchBody,
    cacheSeconds: 15,
    byId: {
      summary: 'A match by id: teams, scores (HT/FT/ET/penalties), kick-off instant, display status',
      find: (id, request) => findMatchById(app.db, id, request.language, app.now()),
    },
    bySlug: {
      summary: 'A match by its pallonecomSlug',
      find: (slug, request) => findMatchBySlug(app.db, slug, request.language, app.now()),
    },
    getIds: {
      summary:
        'The ids behind a match slug: match, competition, season, competition season, group, turn, teams',
      response: MatchIds,
      cacheSeconds: 300,
      find: (slug) => findMatchIdsBySlug(app.db, slug),
    },
  });
}

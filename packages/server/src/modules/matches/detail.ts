/** GET /matches/{id}, /matches/pallonecomSlug/{slug} and its /getIds: one match (SPEC §3 match). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { findMatchById, findMatchBySlug, findMatchIdsBySlug } from './queries/matches.ts';
import { IdParams, MatchBody, MatchIds, SlugParams, errorResponses } from '@pallone/contract';

export async function matchDetailRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'A match by id: teams, scores (HT/FT/ET/penalties), kick-off instant, display status',
        params: IdParams,
        response: { 200: MatchBody, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      const match = await findMatchById(app.db, request.params.id, request.language, app.now());
      if (!match) throw new NotFoundError(`Match ${request.params.id}`);
      return match;
    },
  );

  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['matches'],
        summary: 'A match by its pallonecomSlug',
        params: SlugParams,
        response: { 200: MatchBody, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      const match = await findMatchBySlug(app.db, request.params.slug, request.language, app.now());
      if (!match) throw new NotFoundError(`Match "${request.params.slug}"`);
      return match;
    },
  );

  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['matches'],
        summary:
          'The ids behind a match slug: match, competition, season, competition season, group, turn, teams',
        params: SlugParams,
        response: { 200: MatchIds, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const ids = await findMatchIdsBySlug(app.db, request.params.slug);
      if (!ids) throw new NotFoundError(`Match "${request.params.slug}"`);
      return ids;
    },
  );
}

/** GET /competitions/pallonecomSlug/{slug} and its /getIds: a competition by its public slug. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { Competition, CompetitionIds, SlugParams, errorResponses } from '@pallone/contract';
import { findCompetitionBySlug, findCompetitionIdBySlug } from './queries/competitions.ts';

export async function competitionBySlugRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['competitions'],
        summary: 'A competition by its pallonecomSlug (e.g. italia-serie-a)',
        params: SlugParams,
        response: { 200: Competition, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const competition = await findCompetitionBySlug(app.db, request.params.slug, request.language);
      if (!competition) throw new NotFoundError(`Competition "${request.params.slug}"`);
      return competition;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['competitions'],
        summary: 'The id of the competition with this pallonecomSlug',
        params: SlugParams,
        response: { 200: CompetitionIds, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const id = await findCompetitionIdBySlug(app.db, request.params.slug);
      if (id === undefined) throw new NotFoundError(`Competition "${request.params.slug}"`);
      return { id };
    },
  );
}

/** GET /teams/{id}, /teams/pallonecomSlug/{slug} and its /getIds: one team's detail (SPEC §3 team). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { findTeamById, findTeamBySlug, findTeamIdBySlug } from './queries/teams.ts';
import {
  IdParams,
  SlugParams,
  TeamDetail,
  TeamDetailQuery,
  TeamIds,
  errorResponses,
} from '@pallone/contract';

export async function teamDetailRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'A team by id (withDescription adds `description`, null: the data has none)',
        params: IdParams,
        querystring: TeamDetailQuery,
        response: { 200: TeamDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const team = await findTeamById(
        app.db,
        request.params.id,
        request.language,
        request.query.withDescription,
      );
      if (!team) throw new NotFoundError(`Team ${request.params.id}`);
      return team;
    },
  );

  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['teams'],
        summary: 'A team by its pallonecomSlug',
        params: SlugParams,
        querystring: TeamDetailQuery,
        response: { 200: TeamDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const team = await findTeamBySlug(
        app.db,
        request.params.slug,
        request.language,
        request.query.withDescription,
      );
      if (!team) throw new NotFoundError(`Team "${request.params.slug}"`);
      return team;
    },
  );

  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['teams'],
        summary: 'The id of the team behind a pallonecomSlug',
        params: SlugParams,
        response: { 200: TeamIds, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const id = await findTeamIdBySlug(app.db, request.params.slug);
      if (id === undefined) throw new NotFoundError(`Team "${request.params.slug}"`);
      return { id };
    },
  );
}

/** GET /teams/{id}, /teams/pallonecomSlug/{slug} and its /getIds: one team's detail (SPEC §3 team). */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { findTeamById, findTeamBySlug, findTeamIdBySlug } from './queries/teams.ts';
import { IdParams, SlugParams, TeamDetail, TeamDetailQuery, TeamIds } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function teamDetailRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id',
      tags: ['teams'],
      summary: 'A team by id (withDescription adds `description`, null: the data has none)',
      params: IdParams,
      query: TeamDetailQuery,
      response: TeamDetail,
      cacheSeconds: 300,
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

  defineRead(
    app,
    {
      path: '/pallonecomSlug/:slug',
      tags: ['teams'],
      summary: 'A team by its pallonecomSlug',
      params: SlugParams,
      query: TeamDetailQuery,
      response: TeamDetail,
      cacheSeconds: 300,
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

  defineRead(
    app,
    {
      path: '/pallonecomSlug/:slug/getIds',
      tags: ['teams'],
      summary: 'The id of the team behind a pallonecomSlug',
      params: SlugParams,
      response: TeamIds,
      cacheSeconds: 300,
    },
    async (request) => {
      const id = await findTeamIdBySlug(app.db, request.params.slug);
      if (id === undefined) throw new NotFoundError(`Team "${request.params.slug}"`);
      return { id };
    },
  );
}

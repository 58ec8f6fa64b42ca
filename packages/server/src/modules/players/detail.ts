/** GET /players/{id}, /players/pallonecomSlug/{slug} (+ /getIds), /players/{id}/getTeams. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  findPlayerById,
  findPlayerBySlug,
  findPlayerIdsBySlug,
  listPlayerTeams,
  playerExists,
} from './queries/players.ts';
import { IdParams, PlayerDetail, PlayerIds, PlayerTeam, SlugParams, errorResponses } from '@pallone/contract';

export async function playerDetailRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/:id',
    {
      schema: {
        tags: ['players'],
        summary: 'A player by id: name, image, birth date/year, nationality, position, current team',
        params: IdParams,
        response: { 200: PlayerDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const player = await findPlayerById(app.db, request.params.id, request.language);
      if (!player) throw new NotFoundError(`Player ${request.params.id}`);
      return player;
    },
  );

  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['players'],
        summary: 'A player by pallonecomSlug',
        params: SlugParams,
        response: { 200: PlayerDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const player = await findPlayerBySlug(app.db, request.params.slug, request.language);
      if (!player) throw new NotFoundError(`Player "${request.params.slug}"`);
      return player;
    },
  );

  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['players'],
        summary: 'The ids behind a player slug: player, current team, current national team',
        params: SlugParams,
        response: { 200: PlayerIds, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const ids = await findPlayerIdsBySlug(app.db, request.params.slug);
      if (!ids) throw new NotFoundError(`Player "${request.params.slug}"`);
      return ids;
    },
  );

  typed.get(
    '/:id/getTeams',
    {
      schema: {
        tags: ['players'],
        summary: 'The squads the player was listed in (team, competition, season), latest season first',
        params: IdParams,
        response: { 200: Type.Array(PlayerTeam), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      if (!(await playerExists(app.db, request.params.id)))
        throw new NotFoundError(`Player ${request.params.id}`);
      return listPlayerTeams(app.db, request.params.id, request.language);
    },
  );
}

/** GET /players/{id}, /players/pallonecomSlug/{slug} (+ /getIds), /players/{id}/getTeams. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  findPlayerById,
  findPlayerBySlug,
  findPlayerIdsBySlug,
  listPlayerTeams,
  playerExists,
} from './queries/players.ts';
import { IdParams, PlayerDetail, PlayerIds, PlayerTeam } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function playerDetailRoutes(app: FastifyInstance): Promise<void> {
  detailRoutes(app, {
    noun: 'Player',
    tags: ['players'],
    response: PlayerDetail,
    cacheSeconds: 300,
    byId: {
      summary: 'A player by id: name, image, birth date/year, nationality, position, current team',
      find: (id, request) => findPlayerById(app.db, id, request.language),
    },
    bySlug: {
      summary: 'A player by pallonecomSlug',
      find: (slug, request) => findPlayerBySlug(app.db, slug, request.language),
    },
    getIds: {
      summary: 'The ids behind a player slug: player, current team, current national team',
      response: PlayerIds,
      find: (slug) => findPlayerIdsBySlug(app.db, slug),
    },
  });

  defineRead(
    app,
    {
      path: '/:id/getTeams',
      tags: ['players'],
      summary: 'The squads the player was listed in (team, competition, season), latest season first',
      params: IdParams,
      response: Type.Array(PlayerTeam),
      cacheSeconds: 300,
    },
    async (request) => {
      if (!(await playerExists(app.db, request.params.id)))
        throw new NotFoundError(`Player ${request.params.id}`);
      return listPlayerTeams(app.db, request.params.id, request.language);
    },
  );
}

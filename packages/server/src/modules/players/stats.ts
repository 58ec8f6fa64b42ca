/** A player's figures: GET /players/{id}/getIndexStats, /getCompetitionSeasonStats and /getRetiredStats. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { findPlayerCompetitionSeasonStats, findPlayerIndexStats } from './queries/stats.ts';
import { findPlayerCore } from './queries/statsRefs.ts';
import { findPlayerRetiredStats } from './queries/statsRetired.ts';
import {
  IdParams,
  PlayerCompetitionSeasonQuery,
  PlayerCompetitionSeasonStats,
  PlayerIndexStats,
  PlayerRetiredStats,
} from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function playerStatsRoutes(app: FastifyInstance): Promise<void> {
  const requirePlayer = async (id: number) => {
    const player = await findPlayerCore(app.db, id);
    if (!player) throw new NotFoundError(`Player ${id}`);
    return player;
  };

  defineRead(
    app,
    {
      path: '/:id/getIndexStats',
      tags: ['players'],
      summary:
        "The player's career in the data: squads, competitions, and goals from match events where the " +
        'data has any (World Cups 2022 and 2026, Euro 2024), per competition season',
      params: IdParams,
      response: PlayerIndexStats,
      cacheSeconds: 300,
    },
    async (request) => findPlayerIndexStats(app.db, await requirePlayer(request.params.id), request.language),
  );

  defineRead(
    app,
    {
      path: '/:id/getCompetitionSeasonStats',
      tags: ['players'],
      summary:
        "The player in a competition season: shirt number and position of his squad, his team's record, " +
        'and his goals and penalties from match events (null where the data has none)',
      params: IdParams,
      query: PlayerCompetitionSeasonQuery,
      response: PlayerCompetitionSeasonStats,
      cacheSeconds: 300,
    },
    async (request) => {
      const player = await requirePlayer(request.params.id);
      const { competitionSeasonId } = request.query;
      const stats = await findPlayerCompetitionSeasonStats(
        app.db,
        player,
        competitionSeasonId,
        request.language,
      );
      if (!stats) throw new NotFoundError(`Competition season ${competitionSeasonId}`);
      return stats;
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getRetiredStats',
      tags: ['players'],
      summary:
        'Where the player was last seen: current club and national team, the team and season of his latest ' +
        'squad, and whether the latest squads list him; `knownRetired` is false because the data records ' +
        'no retirements',
      params: IdParams,
      response: PlayerRetiredStats,
      cacheSeconds: 300,
    },
    async (request) =>
      findPlayerRetiredStats(app.db, await requirePlayer(request.params.id), request.language),
  );
}

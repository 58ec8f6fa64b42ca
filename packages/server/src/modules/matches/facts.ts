/** A match's facts: GET /matches/{id}/referees, /getStats, /getEvents, /getTeamPlayers. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import { listMatchEvents } from './queries/events.ts';
import { findMatchCore, findMatchReferees } from './queries/matches.ts';
import { listMatchTeamPlayers } from './queries/teamPlayers.ts';
import { findMatchStatistics } from './queries/stats.ts';
import { IdParams, MatchEvent, MatchTeamPlayers, Referee, StatisticComparison } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function matchFactRoutes(app: FastifyInstance): Promise<void> {
  const requireMatch = async (id: number) => {
    const match = await findMatchCore(app.db, id);
    if (!match) throw new NotFoundError(`Match ${id}`);
    return match;
  };

  defineRead(
    app,
    {
      path: '/:id/referees',
      tags: ['matches'],
      summary: "The match's referees (the data names them for the Premier League only)",
      params: IdParams,
      response: Type.Array(Referee),
      cacheSeconds: 300,
    },
    async (request) => {
      const referees = await findMatchReferees(app.db, request.params.id);
      if (!referees) throw new NotFoundError(`Match ${request.params.id}`);
      return referees;
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getStats',
      tags: ['matches'],
      summary:
        "The match's statistics per team (shots, shots on target, corners, fouls, cards) in the comparison " +
        'shape; `teams` is empty where the data has none (outside the big-5 leagues)',
      params: IdParams,
      response: StatisticComparison,
      cacheSeconds: 15,
    },
    async (request) => findMatchStatistics(app.db, await requireMatch(request.params.id), request.language),
  );

  defineRead(
    app,
    {
      path: '/:id/getEvents',
      tags: ['matches'],
      summary:
        "The match's events (goals, own goals, cards, substitutions) by period, then minute; the data has " +
        'them for the World Cups and Euro 2024 only',
      params: IdParams,
      response: Type.Array(MatchEvent),
      cacheSeconds: 15,
    },
    async (request) => {
      await requireMatch(request.params.id);
      return listMatchEvents(app.db, request.params.id, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/:id/getTeamPlayers',
      tags: ['matches'],
      summary: "The squads of both teams for the match's competition season, where the data has them",
      params: IdParams,
      response: MatchTeamPlayers,
      cacheSeconds: 300,
    },
    async (request) => listMatchTeamPlayers(app.db, await requireMatch(request.params.id), request.language),
  );
}

/** A match's facts: GET /matches/{id}/referees, /getStats, /getEvents, /getTeamPlayers. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import { listMatchEvents } from './queries/events.ts';
import { findMatchCore, findMatchReferees } from './queries/matches.ts';
import { listMatchTeamPlayers } from './queries/teamPlayers.ts';
import { findMatchStatistics } from './queries/stats.ts';
import {
  IdParams,
  MatchEvent,
  MatchTeamPlayers,
  Referee,
  StatisticComparison,
  errorResponses,
} from '@pallone/contract';

export async function matchFactRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const requireMatch = async (id: number) => {
    const match = await findMatchCore(app.db, id);
    if (!match) throw new NotFoundError(`Match ${id}`);
    return match;
  };

  typed.get(
    '/:id/referees',
    {
      schema: {
        tags: ['matches'],
        summary: "The match's referees (the data names them for the Premier League only)",
        params: IdParams,
        response: { 200: Type.Array(Referee), ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const referees = await findMatchReferees(app.db, request.params.id);
      if (!referees) throw new NotFoundError(`Match ${request.params.id}`);
      return referees;
    },
  );

  typed.get(
    '/:id/getStats',
    {
      schema: {
        tags: ['matches'],
        summary:
          "The match's statistics per team (shots, shots on target, corners, fouls, cards) in the comparison " +
          'shape; `teams` is empty where the data has none (outside the big-5 leagues)',
        params: IdParams,
        response: { 200: StatisticComparison, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => findMatchStatistics(app.db, await requireMatch(request.params.id), request.language),
  );

  typed.get(
    '/:id/getEvents',
    {
      schema: {
        tags: ['matches'],
        summary:
          "The match's events (goals, own goals, cards, substitutions) by period, then minute; the data has " +
          'them for the World Cups and Euro 2024 only',
        params: IdParams,
        response: { 200: Type.Array(MatchEvent), ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      await requireMatch(request.params.id);
      return listMatchEvents(app.db, request.params.id, request.language);
    },
  );

  typed.get(
    '/:id/getTeamPlayers',
    {
      schema: {
        tags: ['matches'],
        summary: "The squads of both teams for the match's competition season, where the data has them",
        params: IdParams,
        response: { 200: MatchTeamPlayers, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => listMatchTeamPlayers(app.db, await requireMatch(request.params.id), request.language),
  );
}

/** Round and live reads: GET /matches/next, /matches/getHomeMatches, /matches/getHomeLiveMatches. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  competitionSeasonExists,
  groupExists,
  listHomeMatches,
  listLiveMatches,
  listNextMatches,
  turnBelongsToGroup,
} from './queries/rounds.ts';
import { HomeMatchesQuery, MatchList, NextMatchesQuery, errorResponses } from '@pallone/contract';

export async function matchRoundRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/next',
    {
      schema: {
        tags: ['matches'],
        summary:
          "A competition season's upcoming fixtures: of turnId when given, else of the round of its next fixture " +
          '(empty when nothing is left to play)',
        querystring: NextMatchesQuery,
        response: { 200: MatchList, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      const { competitionSeasonId, turnId } = request.query;
      if (!(await competitionSeasonExists(app.db, competitionSeasonId))) {
        throw new NotFoundError(`Competition season ${competitionSeasonId}`);
      }
      return listNextMatches(app.db, competitionSeasonId, turnId, request.language, app.now());
    },
  );

  typed.get(
    '/getHomeMatches',
    {
      schema: {
        tags: ['matches'],
        summary:
          "A group's matches for the home page: of turnId when given, else of the round nearest to now",
        querystring: HomeMatchesQuery,
        response: { 200: MatchList, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => {
      const { groupId, turnId } = request.query;
      if (!(await groupExists(app.db, groupId))) throw new NotFoundError(`Group ${groupId}`);
      if (turnId !== undefined && !(await turnBelongsToGroup(app.db, turnId, groupId))) {
        throw new NotFoundError(`Turn ${turnId} of group ${groupId}`);
      }
      return listHomeMatches(app.db, groupId, turnId, request.language, app.now());
    },
  );

  typed.get(
    '/getHomeLiveMatches',
    {
      schema: {
        tags: ['matches'],
        summary: 'Matches in a live status (SPEC §4); the bundled data has no live feed, so this is empty',
        response: { 200: MatchList, ...errorResponses },
      },
      config: { cacheSeconds: 15 },
    },
    async (request) => listLiveMatches(app.db, request.language, app.now()),
  );
}

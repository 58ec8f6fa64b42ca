/** Round and live reads: GET /matches/next, /matches/getHomeMatches, /matches/getHomeLiveMatches. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import {
  groupExists,
  listHomeMatches,
  listLiveMatches,
  listNextMatches,
  turnBelongsToGroup,
} from './queries/rounds.ts';
import { competitionSeasonExists } from '../competitionSeasons/queries/competitionSeasons.ts';
import { HomeMatchesQuery, MatchList, NextMatchesQuery } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function matchRoundRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/next',
      tags: ['matches'],
      summary:
        "A competition season's upcoming fixtures: of turnId when given, else of the round of its next fixture " +
        '(empty when nothing is left to play)',
      query: NextMatchesQuery,
      response: MatchList,
      cacheSeconds: 15,
    },
    async (request) => {
      const { competitionSeasonId, turnId } = request.query;
      if (!(await competitionSeasonExists(app.db, competitionSeasonId))) {
        throw new NotFoundError(`Competition season ${competitionSeasonId}`);
      }
      return listNextMatches(app.db, competitionSeasonId, turnId, request.language, app.now());
    },
  );

  defineRead(
    app,
    {
      path: '/getHomeMatches',
      tags: ['matches'],
      summary: "A group's matches for the home page: of turnId when given, else of the round nearest to now",
      query: HomeMatchesQuery,
      response: MatchList,
      cacheSeconds: 15,
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

  defineRead(
    app,
    {
      path: '/getHomeLiveMatches',
      tags: ['matches'],
      summary: 'Matches in a live status (SPEC §4); the bundled data has no live feed, so this is empty',
      response: MatchList,
      cacheSeconds: 15,
    },
    async (request) => listLiveMatches(app.db, request.language, app.now()),
  );
}

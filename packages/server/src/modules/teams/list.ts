/**
 * GET /teams?competitionId=&seasonId= and GET /teams/simplified: the teams of a competition season. An unknown
 * or missing seasonId means the competition's latest season (the filter menu sends the unexplained number 154).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { competitionSeasonExists } from '../competitionSeasons/queries/competitionSeasons.ts';
import { resolveCompetitionSeasonId } from './queries/competitionSeasonLookup.ts';
import { listSimplifiedTeamsOfCompetitionSeason, listTeamsOfCompetitionSeason } from './queries/list.ts';
import { SimplifiedTeam, SimplifiedTeamsQuery, TeamRef, TeamsQuery } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function teamListRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['teams'],
      summary: "A competition season's teams, by name (latest season when seasonId is absent or unknown)",
      query: TeamsQuery,
      response: Type.Array(TeamRef),
      cacheSeconds: 300,
    },
    async (request) => {
      const { competitionId, seasonId } = request.query;
      const competitionSeasonId = await resolveCompetitionSeasonId(app.db, competitionId, seasonId);
      if (competitionSeasonId === undefined) throw new NotFoundError(`Competition ${competitionId}`);
      return listTeamsOfCompetitionSeason(app.db, competitionSeasonId, request.language);
    },
  );

  defineRead(
    app,
    {
      path: '/simplified',
      tags: ['teams'],
      summary:
        'Simplified teams (id, name, pallonecomSlug) of a competition season, by competitionSeasonId or ' +
        "competitionId + seasonId (an unknown seasonId, such as the filter menu's 154, means the latest season)",
      query: SimplifiedTeamsQuery,
      response: Type.Array(SimplifiedTeam),
      cacheSeconds: 300,
    },
    async (request) => {
      const { competitionSeasonId, competitionId, seasonId } = request.query;
      if (competitionSeasonId !== undefined) {
        if (!(await competitionSeasonExists(app.db, competitionSeasonId))) {
          throw new NotFoundError(`Competition season ${competitionSeasonId}`);
        }
        return listSimplifiedTeamsOfCompetitionSeason(app.db, competitionSeasonId, request.language);
      }
      if (competitionId === undefined) {
        throw new BadRequestError(
          'Give competitionSeasonId, or competitionId (and seasonId)',
          'competitionId',
        );
      }
      const resolved = await resolveCompetitionSeasonId(app.db, competitionId, seasonId);
      if (resolved === undefined) throw new NotFoundError(`Competition ${competitionId}`);
      return listSimplifiedTeamsOfCompetitionSeason(app.db, resolved, request.language);
    },
  );
}

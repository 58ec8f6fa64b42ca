/** GET /teams/getComparison?teamIds=a,b&competitionSeasonId=: SPEC §3 team statistic comparison. */
import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { compareTeams } from './queries/comparison.ts';
import { competitionSeasonExists } from '../competitionSeasons/queries/competitionSeasons.ts';
import { teamExists } from './queries/teams.ts';
import { ComparisonQuery, StatisticComparison } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

const MAX_ID = 2147483647;

/** The two ids of `a,b`; anything but two distinct valid ids is a 400 naming `teamIds`. */
export function parseTeamIds(value: string): [number, number] {
  const ids = value.split(',').map(Number);
  const [a, b] = ids;
  if (
    ids.length !== 2 ||
    a === undefined ||
    b === undefined ||
    !ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID)
  ) {
    throw new BadRequestError('teamIds must be two team ids, comma separated', 'teamIds');
  }
  if (a === b) throw new BadRequestError('teamIds must name two different teams', 'teamIds');
  return [a, b];
}

export async function teamComparisonRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/getComparison',
      tags: ['teams'],
      summary:
        'Compare two teams: per-match averages of goals, shots, shots on target, corners, fouls and cards, and ' +
        'the win rate, from real results and match statistics (in competitionSeasonId when given)',
      query: ComparisonQuery,
      response: StatisticComparison,
      cacheSeconds: 300,
    },
    async (request) => {
      const teamIds = parseTeamIds(request.query.teamIds);
      for (const id of teamIds) {
        if (!(await teamExists(app.db, id))) throw new NotFoundError(`Team ${id}`);
      }
      const { competitionSeasonId } = request.query;
      if (
        competitionSeasonId !== undefined &&
        !(await competitionSeasonExists(app.db, competitionSeasonId))
      ) {
        throw new NotFoundError(`Competition season ${competitionSeasonId}`);
      }
      return compareTeams(app.db, teamIds, competitionSeasonId, request.language);
    },
  );
}

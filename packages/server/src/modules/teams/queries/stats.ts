/** `GET /teams/{id}/getCompetitionSeasonStats`: a team's totals in one competition season. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamCompetitionSeasonStats } from '@pallone/contract';
import { MATCH_STAT_CODES, parameterName } from './comparisonLabels.ts';
import { listTeamResults, tally } from './results.ts';
import { sumTeamStatistics } from './statisticTotals.ts';

const split = (t: ReturnType<typeof tally>) => ({
  played: t.played,
  won: t.won,
  drawn: t.drawn,
  lost: t.lost,
});

export async function findTeamCompetitionSeasonStats(
  db: Db,
  teamId: number,
  competitionSeasonId: number,
  language: Language,
): Promise<TeamCompetitionSeasonStats> {
  const results = await listTeamResults(db, teamId, eq(matches.competitionSeasonId, competitionSeasonId));
  const statistics = await sumTeamStatistics(
    db,
    teamId,
    results.map((result) => result.matchId),
  );
  const all = tally(results);
  return {
    teamId,
    competitionSeasonId,
    ...all,
    home: split(tally(results.filter((result) => result.home))),
    away: split(tally(results.filter((result) => !result.home))),
    matchesWithStatistics: statistics.matches,
    statistics: MATCH_STAT_CODES.filter((code) => statistics.totals.has(code)).map((code) => ({
      code,
      name: parameterName(code, language),
      total: statistics.totals.get(code) ?? 0,
    })),
  };
}

/**
 * `GET /teams/getComparison` (SPEC §3 team statistic comparison): per-match averages from each team's real
 * results and match statistics — in one competition season when given, else over all its matches. Statistics
 * exist for big-5 league matches only; a team without any gets the result-based parameters alone.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { StatisticComparison, StatisticParameter } from '@pallone/contract';
import { MATCH_STAT_CODES, parameterName, round2, UNITS } from './comparisonLabels.ts';
import { listTeamResults, tally } from './results.ts';
import { sumTeamStatistics } from './statisticTotals.ts';

async function teamParameters(
  db: Db,
  teamId: number,
  competitionSeasonId: number | undefined,
  language: Language,
): Promise<StatisticParameter[]> {
  const results = await listTeamResults(
    db,
    teamId,
    competitionSeasonId === undefined ? undefined : eq(matches.competitionSeasonId, competitionSeasonId),
  );
  const totals = tally(results);
  const parameter = (code: string, value: number, unit: string | null): StatisticParameter => ({
    code,
    name: parameterName(code, language),
    value: round2(value),
    unitMeasurement: unit,
  });
  const list = [parameter('matchesPlayed', totals.played, null)];
  if (totals.played === 0) return list;
  const perMatch = UNITS.perMatch[language];
  list.push(
    parameter('winRate', (totals.won / totals.played) * 100, UNITS.percent[language]),
    parameter('goalsScored', totals.goalsFor / totals.played, perMatch),
    parameter('goalsConceded', totals.goalsAgainst / totals.played, perMatch),
  );
  const statistics = await sumTeamStatistics(
    db,
    teamId,
    results.map((result) => result.matchId),
  );
  if (statistics.matches === 0) return list;
  for (const code of MATCH_STAT_CODES) {
    const total = statistics.totals.get(code);
    if (total !== undefined) list.push(parameter(code, total / statistics.matches, perMatch));
  }
  return list;
}

export async function compareTeams(
  db: Db,
  teamIds: readonly [number, number],
  competitionSeasonId: number | undefined,
  language: Language,
): Promise<StatisticComparison> {
  const teams = [];
  for (const teamId of teamIds) {
    teams.push({ teamId, parameters: await teamParameters(db, teamId, competitionSeasonId, language) });
  }
  return { teams };
}

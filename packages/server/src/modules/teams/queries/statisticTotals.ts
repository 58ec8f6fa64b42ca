/** Sums of a team's match statistics (shots, corners, cards…) over a set of matches, by code. */
import { and, countDistinct, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matchStatistics } from '../../../db/schema.ts';

export interface StatisticTotals {
  /** Matches of the set that carry statistics for the team. */
  matches: number;
  totals: Map<string, number>;
}

export async function sumTeamStatistics(
  db: Db,
  teamId: number,
  matchIds: readonly number[],
): Promise<StatisticTotals> {
  if (matchIds.length === 0) return { matches: 0, totals: new Map() };
  const where = and(eq(matchStatistics.teamId, teamId), inArray(matchStatistics.matchId, [...matchIds]));
  const [counted, rows] = await Promise.all([
    db
      .select({ matches: countDistinct(matchStatistics.matchId) })
      .from(matchStatistics)
      .where(where),
    db
      .select({ code: matchStatistics.code, total: sum(matchStatistics.value) })
      .from(matchStatistics)
      .where(where)
      .groupBy(matchStatistics.code),
  ]);
  return {
    matches: Number(counted[0]?.matches ?? 0),
    totals: new Map(rows.map((row) => [row.code, Number(row.total ?? 0)])),
  };
}

/**
 * Per-match averages of a team's shots, shots on target and corners over its latest matches with statistics
 * before an instant (the data has statistics for the big-five leagues only; null where it has none).
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches, matchStatistics } from '../../../db/schema.ts';

export const AVERAGED_STATISTICS = ['shots', 'shotsOnTarget', 'corners'] as const;
export type AveragedStatistic = (typeof AVERAGED_STATISTICS)[number];

export interface StatAverages {
  /** Matches averaged over. */
  matches: number;
  /** Kick-off of the oldest and newest of them. */
  from: Date;
  to: Date;
  /** Per-match average of each statistic (over the matches that have it). */
  averages: Partial<Record<AveragedStatistic, number>>;
}

export async function statAverages(
  db: Db,
  teamId: number,
  before: Date,
  limit = 10,
): Promise<StatAverages | null> {
  const recent = await db
    .selectDistinct({ id: matches.id, kickoffAt: matches.kickoffAt })
    .from(matches)
    .innerJoin(
      matchStatistics,
      and(eq(matchStatistics.matchId, matches.id), eq(matchStatistics.teamId, teamId)),
    )
    .where(and(lt(matches.kickoffAt, before), inArray(matchStatistics.code, [...AVERAGED_STATISTICS])))
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(limit);
  if (recent.length === 0) return null;
  const rows = await db
    .select({ code: matchStatistics.code, value: matchStatistics.value })
    .from(matchStatistics)
    .where(
      and(
        eq(matchStatistics.teamId, teamId),
        inArray(
          matchStatistics.matchId,
          recent.map((match) => match.id),
        ),
        inArray(matchStatistics.code, [...AVERAGED_STATISTICS]),
      ),
    );
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows) {
    const sum = sums.get(row.code) ?? { total: 0, count: 0 };
    sum.total += row.value;
    sum.count += 1;
    sums.set(row.code, sum);
  }
  const averages: StatAverages['averages'] = {};
  for (const code of AVERAGED_STATISTICS) {
    const sum = sums.get(code);
    if (sum && sum.count > 0) averages[code] = sum.total / sum.count;
  }
  return {
    matches: recent.length,
    from: recent.at(-1)!.kickoffAt,
    to: recent[0]!.kickoffAt,
    averages,
  };
}

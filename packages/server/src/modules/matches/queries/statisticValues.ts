/** Statistic values (shots, corners, cards …) of a set of matches, one row per match, team and code. */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matchStatistics } from '../../../db/schema.ts';

/** `codes` narrows the rows to those statistics; without it every statistic of the matches is listed. */
export async function listStatisticValues(db: Db, matchIds: readonly number[], codes?: readonly string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      matchId: matchStatistics.matchId,
      teamId: matchStatistics.teamId,
      code: matchStatistics.code,
      value: matchStatistics.value,
    })
    .from(matchStatistics)
    .where(
      and(
        inArray(matchStatistics.matchId, [...matchIds]),
        codes === undefined ? undefined : inArray(matchStatistics.code, [...codes]),
      ),
    );
}

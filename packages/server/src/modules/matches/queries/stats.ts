/**
 * A match's statistics per team (shots, shots on target, corners, fouls, cards) in the comparison shape of
 * SPEC §3. Only big-5 league matches have statistics; others answer `{ teams: [] }`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matchStatistics } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { StatisticComparison } from '@pallone/contract';
import { MATCH_STAT_CODES, parameterName } from '../../teams/queries/comparisonLabels.ts';

const order = (code: string) => {
  const index = (MATCH_STAT_CODES as readonly string[]).indexOf(code);
  return index < 0 ? MATCH_STAT_CODES.length : index;
};

export async function findMatchStatistics(
  db: Db,
  match: { id: number; homeTeamId: number | null; awayTeamId: number | null },
  language: Language,
): Promise<StatisticComparison> {
  const rows = await db
    .select({ teamId: matchStatistics.teamId, code: matchStatistics.code, value: matchStatistics.value })
    .from(matchStatistics)
    .where(eq(matchStatistics.matchId, match.id));
  if (rows.length === 0) return { teams: [] };
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  return {
    teams: teamIds.map((teamId) => ({
      teamId,
      parameters: rows
        .filter((row) => row.teamId === teamId)
        .sort((a, b) => order(a.code) - order(b.code) || a.code.localeCompare(b.code))
        .map((row) => ({
          code: row.code,
          name: parameterName(row.code, language),
          value: Number(row.value),
          unitMeasurement: null,
        })),
    })),
  };
}

/** The matches a sync source may change: those of one competition season, named by the source's codes. */
import { and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { competitions, seasons } from '../db/schema.ts';
import { joinCompetitionSeason } from '../modules/matches/queries/columns.ts';

/** Narrows a dynamic select over `matches` to competition `code`'s season `season` (e.g. `E0`, `2025-26`). */
export function inSeasonOf<T extends PgSelect>(query: T, code: string, season: string) {
  return joinCompetitionSeason(query).where(and(eq(competitions.code, code), eq(seasons.code, season)));
}

/** A competition season as other answers name it: its competition and season, in the request language. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, seasons } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { CompetitionSeasonRef } from '@pallone/contract';
import { joinCompetitionAndSeason, latestSeasonFirst } from './joins.ts';

/** Select these with `competitions` and `seasons` joined; `competitionAndSeason` maps them. */
export const competitionSeasonRefColumns = {
  competitionId: competitions.id,
  competitionNameIt: competitions.nameIt,
  competitionNameEn: competitions.nameEn,
  competitionSlug: competitions.pallonecomSlug,
  seasonId: seasons.id,
  seasonName: seasons.name,
  seasonSlug: seasons.pallonecomSlug,
};

interface CompetitionSeasonRefRow {
  competitionId: number;
  competitionNameIt: string;
  competitionNameEn: string;
  competitionSlug: string;
  seasonId: number;
  seasonName: string;
  seasonSlug: string;
}

export function competitionAndSeason(
  row: CompetitionSeasonRefRow,
  language: Language,
): Omit<CompetitionSeasonRef, 'id'> {
  return {
    competition: {
      id: row.competitionId,
      name: language === 'it' ? row.competitionNameIt : row.competitionNameEn,
      pallonecomSlug: row.competitionSlug,
    },
    season: { id: row.seasonId, name: row.seasonName, pallonecomSlug: row.seasonSlug },
  };
}

/** Competition seasons by id, named in the request language, in the map's order latest season first. */
export async function loadCompetitionSeasonRefs(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, CompetitionSeasonRef>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select({ id: competitionSeasons.id, ...competitionSeasonRefColumns })
    .from(competitionSeasons)
    .$dynamic();
  const rows = await joinCompetitionAndSeason(query)
    .where(inArray(competitionSeasons.id, [...new Set(ids)]))
    .orderBy(...latestSeasonFirst);
  return new Map(rows.map((row) => [row.id, { id: row.id, ...competitionAndSeason(row, language) }]));
}

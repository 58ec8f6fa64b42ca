/** Competition search (`/competitions/search`): best match first, then by localized name. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { competitions, countries } from '../../db/schema.ts';
import type { Language } from '../../plugins/language.ts';
import type { CompetitionSearchResult } from '@pallone/contract';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './text.ts';
import { countryOf, imageOf } from '../../modules/teams/queries/row.ts';

/** What a competition result is made of (also read by the in-memory search, `search/loadSearchIndex.ts`). */
export const competitionResultColumns = {
  id: competitions.id,
  nameIt: competitions.nameIt,
  nameEn: competitions.nameEn,
  pallonecomSlug: competitions.pallonecomSlug,
  imagePath: competitions.imagePath,
  countryNameIt: countries.nameIt,
  countryNameEn: countries.nameEn,
  countryCode: countries.code,
  countryImagePath: countries.imagePath,
};

export async function searchCompetitions(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
): Promise<CompetitionSearchResult[]> {
  const score = termScore(competitions.searchText, term);
  const rows = await withTrigramIndexes(db, (reader) =>
    reader
      .select({ ...competitionResultColumns, score })
      .from(competitions)
      .leftJoin(countries, eq(countries.id, competitions.countryId))
      .where(matchesTerm(competitions.searchText, term))
      .orderBy(
        desc(score),
        asc(language === 'it' ? competitions.nameIt : competitions.nameEn),
        asc(competitions.id),
      )
      .limit(limit),
  );
  return rows.map((row) => ({
    id: row.id,
    name: language === 'it' ? row.nameIt : row.nameEn,
    pallonecomSlug: row.pallonecomSlug,
    image: imageOf(row.imagePath),
    country: countryOf(row, language),
    similarity: row.score,
  }));
}

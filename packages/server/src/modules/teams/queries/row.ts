/**
 * The columns a team is read with and their mapping to the API's team reference (SPEC §3), localized: national
 * teams by `name_it`/`name_en`, countries by `name_it`/`name_en`. `loadTeamRefs` reads many teams at once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../../db/access.ts';

import { countries, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { CountryRef, SimplifiedTeam, TeamRef } from '@pallone/contract';
import { countryImage } from '../../../pictures/flags.ts';
import { teamImage } from '../../../pictures/teamImage.ts';

/** What a team summary shows: id, names, slug and image. */
export const teamSummaryColumns = {
  id: teams.id,
  name: teams.name,
  nameIt: teams.nameIt,
  nameEn: teams.nameEn,
  pallonecomSlug: teams.pallonecomSlug,
  imagePath: teams.imagePath,
};

export const teamRefColumns = {
  ...teamSummaryColumns,
  shortName: teams.shortName,
  isNational: teams.isNational,
  countryNameIt: countries.nameIt,
  countryNameEn: countries.nameEn,
  countryCode: countries.code,
  countryImagePath: countries.imagePath,
};

export interface TeamRefRow {
  id: number;
  name: string;
  nameIt: string | null;
  nameEn: string | null;
  shortName: string | null;
  pallonecomSlug: string;
  imagePath: string | null;
  isNational: boolean;
  countryNameIt: string | null;
  countryNameEn: string | null;
  countryCode: string | null;
  countryImagePath: string | null;
}

export function imageOf(path: string | null): { path: string } | null {
  return path ? { path } : null;
}

/** A team's name in the request language: national teams have both, clubs one name for both. */
export function teamName(
  row: { name: string; nameIt: string | null; nameEn: string | null },
  language: Language,
): string {
  return (language === 'it' ? row.nameIt : row.nameEn) ?? row.name;
}

/** A country's name in the request language and its image (an upload, else its flag). */
export function countryOf(
  row: {
    countryNameIt: string | null;
    countryNameEn: string | null;
    countryCode: string | null;
    countryImagePath: string | null;
  },
  language: Language,
): CountryRef | null {
  const name = language === 'it' ? row.countryNameIt : row.countryNameEn;
  return name === null ? null : { name, image: countryImage(row.countryCode, row.countryImagePath) };
}

export function toTeamRef(row: TeamRefRow, language: Language): TeamRef {
  return {
    id: row.id,
    name: teamName(row, language),
    pallonecomSlug: row.pallonecomSlug,
    image: teamImage(row.id, row.imagePath),
    country: countryOf(row, language),
    isNational: row.isNational,
    ...(row.shortName !== null && !row.isNational ? { shortName: row.shortName } : {}),
  };
}

export function toSimplifiedTeam(row: TeamRefRow, language: Language): SimplifiedTeam {
  return { id: row.id, name: teamName(row, language), pallonecomSlug: row.pallonecomSlug };
}

/** Every team of `ids` (duplicates and nulls ignored), by id. */
export async function loadTeamRefs(
  db: Reader,
  ids: readonly (number | null)[],
  language: Language,
): Promise<Map<number, TeamRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(teamRefColumns)
    .from(teams)
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .where(inArray(teams.id, wanted));
  return new Map(rows.map((row) => [row.id, toTeamRef(row, language)]));
}

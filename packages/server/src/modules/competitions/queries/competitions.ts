/** Reads of competitions: list, by id, by slug, their seasons, and a competition season's id. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, countries } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { Competition, Season } from '@pallone/contract';
import { competitionColumns, toCompetition, type CompetitionRow } from './row.ts';
import { seasonColumns } from '../../seasons/queries/seasons.ts';
import { seasonsOfCompetition } from '../../competitionSeasons/queries/joins.ts';

function selectCompetitions(db: Db, where: SQL | undefined) {
  return db
    .select(competitionColumns)
    .from(competitions)
    .innerJoin(countries, eq(countries.id, competitions.countryId))
    .where(where);
}

export async function listCompetitions(
  db: Db,
  language: Language,
  filters: { countryId?: number | undefined } = {},
): Promise<Competition[]> {
  const rows = await selectCompetitions(
    db,
    filters.countryId === undefined ? undefined : eq(competitions.countryId, filters.countryId),
  ).orderBy(asc(language === 'it' ? competitions.nameIt : competitions.nameEn), asc(competitions.id));
  return rows.map((row) => toCompetition(row, language));
}

export async function findCompetitionRowById(db: Db, id: number): Promise<CompetitionRow | undefined> {
  const [row] = await selectCompetitions(db, eq(competitions.id, id));
  return row;
}

export async function findCompetitionById(
  db: Db,
  id: number,
  language: Language,
): Promise<Competition | undefined> {
  const row = await findCompetitionRowById(db, id);
  return row && toCompetition(row, language);
}

export async function findCompetitionBySlug(
  db: Db,
  slug: string,
  language: Language,
): Promise<Competition | undefined> {
  const [row] = await selectCompetitions(db, eq(competitions.pallonecomSlug, slug));
  return row && toCompetition(row, language);
}

export async function findCompetitionIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.pallonecomSlug, slug));
  return row?.id;
}

/** The seasons a competition has data for, newest first. */
export function listCompetitionSeasons(db: Db, competitionId: number): Promise<Season[]> {
  return seasonsOfCompetition(db.select(seasonColumns).from(competitionSeasons).$dynamic(), competitionId);
}

export async function findCompetitionSeasonId(
  db: Db,
  competitionId: number,
  seasonId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: competitionSeasons.id })
    .from(competitionSeasons)
    .where(
      and(eq(competitionSeasons.competitionId, competitionId), eq(competitionSeasons.seasonId, seasonId)),
    );
  return row?.id;
}

/** The competition season whose season starts last (the current or upcoming one). */
export async function findLatestCompetitionSeasonId(
  db: Db,
  competitionId: number,
): Promise<number | undefined> {
  const [row] = await seasonsOfCompetition(
    db.select({ id: competitionSeasons.id }).from(competitionSeasons).$dynamic(),
    competitionId,
  ).limit(1);
  return row?.id;
}

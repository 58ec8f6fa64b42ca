/** Reads of one team: its detail by id or slug, and the id behind a slug. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { countries, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamDetail } from '@pallone/contract';
import { countryOf, teamName, teamRefColumns } from './row.ts';
import { teamImage } from '../../../pictures/teamImage.ts';

async function findDetail(
  db: Db,
  where: SQL,
  language: Language,
  withDescription: boolean,
): Promise<TeamDetail | undefined> {
  const [row] = await db
    .select({
      ...teamRefColumns,
      shortName: teams.shortName,
      city: teams.city,
      stadium: teams.stadium,
      founded: teams.founded,
    })
    .from(teams)
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .where(where);
  if (!row) return undefined;
  return {
    id: row.id,
    name: teamName(row, language),
    shortName: row.shortName,
    pallonecomSlug: row.pallonecomSlug,
    image: teamImage(row.id, row.imagePath),
    country: countryOf(row, language),
    isNational: row.isNational,
    city: row.city,
    stadium: row.stadium,
    founded: row.founded,
    // The data holds no team descriptions: asked for, the field is there and null.
    ...(withDescription ? { description: null } : {}),
  };
}

export function findTeamById(db: Db, id: number, language: Language, withDescription = false) {
  return findDetail(db, eq(teams.id, id), language, withDescription);
}

export function findTeamBySlug(db: Db, slug: string, language: Language, withDescription = false) {
  return findDetail(db, eq(teams.pallonecomSlug, slug), language, withDescription);
}

export async function findTeamIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.pallonecomSlug, slug));
  return row?.id;
}

export async function teamExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
  return rows.length > 0;
}

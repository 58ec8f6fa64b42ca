/** Back-office reads of one team or competition, and the team update. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, teams } from '../../../db/schema.ts';
import type { BackofficeTeam, TeamUpdate } from '@pallone/contract';
import type { Writer } from '../../../db/access.ts';

type TeamRow = typeof teams.$inferSelect;

export function toBackofficeTeam(row: TeamRow): BackofficeTeam {
  return {
    id: row.id,
    name: row.name,
    nameIt: row.nameIt,
    nameEn: row.nameEn,
    shortName: row.shortName,
    countryId: row.countryId,
    isNational: row.isNational,
    image: row.imagePath ? { path: row.imagePath } : null,
    city: row.city,
    stadium: row.stadium,
    pallonecomSlug: row.pallonecomSlug,
  };
}

export async function findTeamRow(db: Writer, id: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row;
}

export async function updateTeam(
  db: Writer,
  input: Omit<TeamUpdate, 'removeImage'>,
  imagePath: string | null | undefined,
): Promise<TeamRow | undefined> {
  const { id, ...fields } = input;
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(teams)
    .set({ ...set, ...(imagePath !== undefined ? { imagePath } : {}) })
    .where(eq(teams.id, id))
    .returning();
  return row;
}

export async function findBackofficeCompetition(db: Db, id: number) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    code: row.code,
    nameIt: row.nameIt,
    nameEn: row.nameEn,
    countryId: row.countryId,
    type: row.type,
    image: row.imagePath ? { path: row.imagePath } : null,
    pallonecomSlug: row.pallonecomSlug,
  };
}

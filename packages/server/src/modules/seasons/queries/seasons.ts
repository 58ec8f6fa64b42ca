/** Reads of seasons (`2023/2024`, `2024`), newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { seasons } from '../../../db/schema.ts';
import type { Season } from '@pallone/contract';

export const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  pallonecomSlug: seasons.pallonecomSlug,
  start: seasons.start,
  end: seasons.end,
};

export function listSeasons(db: Db): Promise<Season[]> {
  return db.select(seasonColumns).from(seasons).orderBy(desc(seasons.start), desc(seasons.id));
}

export async function findSeasonById(db: Db, id: number): Promise<Season | undefined> {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.id, id));
  return row;
}

export async function findSeasonBySlug(db: Db, slug: string): Promise<Season | undefined> {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.pallonecomSlug, slug));
  return row;
}

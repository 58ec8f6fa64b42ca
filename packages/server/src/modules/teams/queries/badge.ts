/** What a team's generated badge is drawn from: its source id, names, and country code for a national team. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { countries, teams } from '../../../db/schema.ts';

export interface BadgeSource {
  sourceId: string;
  name: string;
  shortName: string | null;
  isNational: boolean;
  countryCode: string | null;
}

export async function findBadgeSource(db: Db, id: number): Promise<BadgeSource | undefined> {
  const [row] = await db
    .select({
      sourceId: teams.sourceId,
      name: teams.name,
      shortName: teams.shortName,
      isNational: teams.isNational,
      countryCode: countries.code,
    })
    .from(teams)
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .where(eq(teams.id, id));
  return row;
}

/** The team records (id, localized name, slug, image) that tables, winners and rankings show. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamSummary } from '@pallone/contract';
import { teamImage } from '../../../pictures/teamImage.ts';
import { teamSummaryColumns } from '../../teams/queries/row.ts';

export async function loadTeamSummaries(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, TeamSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(teamSummaryColumns).from(teams).where(inArray(teams.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: (language === 'it' ? row.nameIt : row.nameEn) ?? row.name,
        pallonecomSlug: row.pallonecomSlug,
        image: teamImage(row.id, row.imagePath),
      },
    ]),
  );
}

/** The summary of a team the caller knows exists (it came from the same database moments ago). */
export function teamFrom(summaries: ReadonlyMap<number, TeamSummary>, id: number): TeamSummary {
  const team = summaries.get(id);
  if (!team) throw new Error(`Team ${id} vanished between two reads`);
  return team;
}

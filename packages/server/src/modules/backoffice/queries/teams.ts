/** Back-office teams: search in the names and slug; an update sets the fields it names (null clears one). */
import type { BackofficeTeam, TeamUpdate } from '@pallone/contract';
import { teams } from '../../../db/schema.ts';
import { contentTable } from './contentTable.ts';

type TeamRow = typeof teams.$inferSelect;
export type TeamFields = Omit<TeamUpdate, 'id' | 'removeImage'>;

function toBackofficeTeam(row: TeamRow): BackofficeTeam {
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

export const teamTable = contentTable<TeamRow, BackofficeTeam, TeamFields>({
  table: teams,
  id: teams.id,
  toItem: toBackofficeTeam,
  summary: (row) => row.name,
  values: (input) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  search: [teams.name, teams.nameIt, teams.nameEn, teams.pallonecomSlug],
  sort: { name: teams.name, id: teams.id, city: teams.city },
  defaultSort: 'name',
  defaultDirection: 'asc',
});

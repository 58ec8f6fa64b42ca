/** Back-office teams: search in the names and slug; an update sets the fields it names (null clears one). */
import { TEAM_BACKOFFICE_SORT, BackofficeTeam, TeamUpdate } from '@pallone/contract';
import { teams } from '../../../db/schema.ts';
import { contentTable } from './contentTable.ts';
import { rowItem } from './rowItem.ts';

type TeamRow = typeof teams.$inferSelect;
export type TeamFields = Omit<TeamUpdate, 'id' | 'removeImage'>;

const toBackofficeTeam = rowItem(BackofficeTeam);

export const teamTable = contentTable<TeamRow, BackofficeTeam, TeamFields>({
  table: teams,
  toItem: toBackofficeTeam,
  summary: (row) => row.name,
  values: (input) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  search: [teams.name, teams.nameIt, teams.nameEn, teams.pallonecomSlug],
  sort: TEAM_BACKOFFICE_SORT,
});

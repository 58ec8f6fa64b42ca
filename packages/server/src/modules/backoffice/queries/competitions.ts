/** Back-office competitions: search in the names, code and slug; an update renames (the search text follows). */
import { normalizeSearch } from '@pallone/core';
import { COMPETITION_BACKOFFICE_SORT, BackofficeCompetition, CompetitionUpdate } from '@pallone/contract';
import { competitions } from '../../../db/schema.ts';
import { contentTable } from './contentTable.ts';
import { rowItem } from './rowItem.ts';

type CompetitionRow = typeof competitions.$inferSelect;
export type CompetitionNames = Omit<CompetitionUpdate, 'id' | 'removeImage'>;

const toBackofficeCompetition = rowItem(BackofficeCompetition);

/** New names (a name left out stays as it is), and the search text of both. */
function renamed(names: CompetitionNames, before: CompetitionRow | undefined) {
  const nameIt = names.nameIt?.trim() ?? before?.nameIt ?? '';
  const nameEn = names.nameEn?.trim() ?? before?.nameEn ?? '';
  return { nameIt, nameEn, searchText: normalizeSearch(nameIt === nameEn ? nameIt : `${nameIt} ${nameEn}`) };
}

export const competitionTable = contentTable<CompetitionRow, BackofficeCompetition, CompetitionNames>({
  table: competitions,
  toItem: toBackofficeCompetition,
  summary: (row) => row.nameIt,
  values: (names, _now, before) => renamed(names, before),
  search: [competitions.nameIt, competitions.nameEn, competitions.code, competitions.pallonecomSlug],
  sort: COMPETITION_BACKOFFICE_SORT,
});

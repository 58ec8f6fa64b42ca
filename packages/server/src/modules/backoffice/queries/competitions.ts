/** Back-office competitions: search in the names, code and slug; an update renames (the search text follows). */
import { normalizeSearch } from '@pallone/core';
import type { BackofficeCompetition, CompetitionUpdate } from '@pallone/contract';
import { competitions } from '../../../db/schema.ts';
import { contentTable } from './contentTable.ts';

type CompetitionRow = typeof competitions.$inferSelect;
export type CompetitionNames = Omit<CompetitionUpdate, 'id' | 'removeImage'>;

function toBackofficeCompetition(row: CompetitionRow): BackofficeCompetition {
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

/** New names (a name left out stays as it is), and the search text of both. */
function renamed(names: CompetitionNames, before: CompetitionRow | undefined) {
  const nameIt = names.nameIt?.trim() ?? before?.nameIt ?? '';
  const nameEn = names.nameEn?.trim() ?? before?.nameEn ?? '';
  return { nameIt, nameEn, searchText: normalizeSearch(nameIt === nameEn ? nameIt : `${nameIt} ${nameEn}`) };
}

export const competitionTable = contentTable<CompetitionRow, BackofficeCompetition, CompetitionNames>({
  table: competitions,
  id: competitions.id,
  toItem: toBackofficeCompetition,
  summary: (row) => row.nameIt,
  values: (names, _now, before) => renamed(names, before),
  search: [competitions.nameIt, competitions.nameEn, competitions.code, competitions.pallonecomSlug],
  sort: {
    nameIt: competitions.nameIt,
    nameEn: competitions.nameEn,
    code: competitions.code,
    id: competitions.id,
  },
  defaultSort: 'nameIt',
  defaultDirection: 'asc',
});

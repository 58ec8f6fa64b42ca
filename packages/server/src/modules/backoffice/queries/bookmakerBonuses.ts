/** Back-office bookmaker bonuses: search in name and slug. */
import { normalizeSearch } from '@pallone/core';
import type { BackofficeBookmakerBonusRow, BookmakerBonusCreate } from '@pallone/contract';
import { bookmakerBonuses } from '../../../db/contentSchema.ts';
import { contentTable } from './contentTable.ts';

type BonusRow = typeof bookmakerBonuses.$inferSelect;

function toBackofficeBookmakerBonus(row: BonusRow): BackofficeBookmakerBonusRow {
  return {
    id: row.id,
    bookmakerId: row.bookmakerId,
    name: row.name,
    pallonecomSlug: row.pallonecomSlug,
    image: row.imagePath ? { path: row.imagePath } : null,
    url: row.url,
    bonus: row.bonus,
    extraIt: row.extraIt,
    extraEn: row.extraEn,
    conditionIt: row.conditionIt,
    conditionEn: row.conditionEn,
    backgroundColor: row.backgroundColor,
    fontColor: row.fontColor,
    showOnMobile: row.showOnMobile,
    showOnHome: row.showOnHome,
    sortOrder: row.sortOrder,
    isSample: row.isSample,
  };
}

export const bookmakerBonusTable = contentTable<BonusRow, BackofficeBookmakerBonusRow, BookmakerBonusCreate>({
  table: bookmakerBonuses,
  id: bookmakerBonuses.id,
  toItem: toBackofficeBookmakerBonus,
  summary: (row) => row.name,
  values: (input) => ({
    bookmakerId: input.bookmakerId,
    name: input.name.trim(),
    pallonecomSlug: input.pallonecomSlug,
    url: input.url.trim(),
    bonus: input.bonus,
    extraIt: input.extraIt.trim(),
    extraEn: input.extraEn.trim(),
    conditionIt: input.conditionIt.trim(),
    conditionEn: input.conditionEn.trim(),
    backgroundColor: input.backgroundColor,
    fontColor: input.fontColor,
    showOnMobile: input.showOnMobile,
    showOnHome: input.showOnHome,
    sortOrder: input.sortOrder,
    searchText: normalizeSearch(input.name),
  }),
  search: [bookmakerBonuses.name, bookmakerBonuses.pallonecomSlug],
  sort: {
    sortOrder: bookmakerBonuses.sortOrder,
    name: bookmakerBonuses.name,
    bonus: bookmakerBonuses.bonus,
    id: bookmakerBonuses.id,
  },
  defaultSort: 'sortOrder',
  defaultDirection: 'asc',
});

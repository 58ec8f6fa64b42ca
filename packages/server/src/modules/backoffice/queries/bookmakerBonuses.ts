/** Back-office bookmaker bonuses: search in name and slug. */
import { normalizeSearch } from '@pallone/core';
import {
  BOOKMAKER_BONUS_BACKOFFICE_SORT,
  BackofficeBookmakerBonusRow,
  BookmakerBonusCreate,
} from '@pallone/contract';
import { bookmakerBonuses } from '../../../db/contentSchema.ts';
import { contentTable } from './contentTable.ts';
import { rowItem } from './rowItem.ts';

type BonusRow = typeof bookmakerBonuses.$inferSelect;

const toBackofficeBookmakerBonus = rowItem(BackofficeBookmakerBonusRow);

export const bookmakerBonusTable = contentTable<BonusRow, BackofficeBookmakerBonusRow, BookmakerBonusCreate>({
  table: bookmakerBonuses,
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
  sort: BOOKMAKER_BONUS_BACKOFFICE_SORT,
});

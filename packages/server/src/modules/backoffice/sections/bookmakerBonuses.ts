/**
 * Bookmaker bonuses: POST and PUT /bookmakerBonuses, POST /backoffice/bookmakerBonuses/getPaginated, GET and
 * DELETE /backoffice/bookmakerBonuses/{id}.
 */
import {
  BackofficeBookmakerBonusPage,
  BackofficeBookmakerBonusPageRequest,
  BackofficeBookmakerBonusRow,
  BookmakerBonusCreate,
  BookmakerBonusUpdate,
} from '@pallone/contract';
import { BANNER_WIDTHS } from '../../../uploads/processImage.ts';
import { bookmakerBonusTable } from '../queries/bookmakerBonuses.ts';
import type { ContentSection } from '../contentSection.ts';

export const bookmakerBonusesSection: ContentSection<BackofficeBookmakerBonusRow, BookmakerBonusCreate> = {
  section: 'bookmakerBonuses',
  what: 'Bookmaker bonus',
  entity: 'bookmakerBonus',
  item: BackofficeBookmakerBonusRow,
  list: {
    request: BackofficeBookmakerBonusPageRequest,
    page: BackofficeBookmakerBonusPage,
    summary: 'Every bookmaker bonus; search in name and slug; sort sortOrder, name, bonus, id',
  },
  create: BookmakerBonusCreate,
  update: BookmakerBonusUpdate,
  remove: true,
  image: { kind: 'bonuses', widths: BANNER_WIDTHS },
  store: bookmakerBonusTable,
};

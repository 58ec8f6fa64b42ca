/**
 * Boosted odds (quote maggiorate): POST and PUT /bonusQuota (JSON), POST /backoffice/bonusQuota/getPaginated, GET and
 * DELETE /backoffice/bonusQuota/{id}. Their own store: a record joins bookmaker and match, and a write checks the
 * offer's rules and that the match exists.
 */
import {
  BackofficeBonusQuotaPage,
  BackofficeBonusQuotaPageRequest,
  BackofficeBonusQuotaRow,
  BonusQuotaCreate,
  BonusQuotaUpdate,
} from '@pallone/contract';
import type { Writer } from '../../../db/access.ts';
import { BadRequestError } from '../../../http/errors.ts';
import { checkQuotaRules } from './bonusQuotaRules.ts';
import type { ContentSection } from '../contentSection.ts';
import type { SectionStore, Written } from '../sectionStore.ts';
import {
  deleteQuota,
  findBackofficeQuota,
  insertQuota,
  matchExists,
  pageBackofficeQuotas,
  updateQuota,
} from '../queries/bonusQuota.ts';

const summaryOf = (row: BackofficeBonusQuotaRow) =>
  `${row.bookmakerName}: ${row.matchLabel} ${row.market} ${row.selection} @ ${row.boostedOdds}`;

async function checkOffer(tx: Writer, input: BonusQuotaCreate): Promise<void> {
  checkQuotaRules(input);
  if (!(await matchExists(tx, input.matchId)))
    throw new BadRequestError(`Field "matchId": no match ${input.matchId}`, 'matchId');
}

async function written(tx: Writer, id: number): Promise<Written<BackofficeBonusQuotaRow> | undefined> {
  const row = await findBackofficeQuota(tx, id);
  return row && { id, item: row, summary: summaryOf(row) };
}

const quotaStore: SectionStore<BackofficeBonusQuotaRow, BonusQuotaCreate> = {
  page: (db, request) => pageBackofficeQuotas(db, request as BackofficeBonusQuotaPageRequest),
  find: (db, id) => findBackofficeQuota(db, id),
  async insert(tx, input) {
    await checkOffer(tx, input);
    const created = await written(tx, await insertQuota(tx, input));
    if (!created) throw new Error('the inserted offer was not found');
    return created;
  },
  async update(tx, id, input) {
    await checkOffer(tx, input);
    return (await updateQuota(tx, id, input)) ? written(tx, id) : undefined;
  },
  async remove(tx, id) {
    const row = await findBackofficeQuota(tx, id);
    if (row) await deleteQuota(tx, id);
    return row && { id, summary: summaryOf(row) };
  },
};

export const bonusQuotaSection: ContentSection<BackofficeBonusQuotaRow, BonusQuotaCreate> = {
  section: 'bonusQuota',
  what: 'Bonus quota',
  entity: 'bonusQuota',
  item: BackofficeBonusQuotaRow,
  list: {
    request: BackofficeBonusQuotaPageRequest,
    page: BackofficeBonusQuotaPage,
    summary:
      'Every boosted-odds offer (expired too); search in bookmaker and team names; sort validTo, validFrom, ' +
      'boostedOdds, matchDate, id',
  },
  create: BonusQuotaCreate,
  update: BonusQuotaUpdate,
  remove: true,
  rules: 'boostedOdds > usualOdds > 1, validTo > validFrom, the match must exist',
  store: quotaStore,
};

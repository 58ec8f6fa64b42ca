/** Back-office boosted odds ("quote maggiorate"): the body of POST/PUT /bonusQuota and their paginated list. */
import { Type, type Static } from 'typebox';
import { backofficePageRequest, Instant } from './backofficeCommon.ts';
import { BONUS_MARKETS } from './content/bonusQuota.ts';
import { pageOf } from './content/pagination.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Odds = Type.Number({ exclusiveMinimum: 1, maximum: 10000, description: 'Decimal odds, two decimals' });

/** The selections of each market. */
export const SELECTIONS_OF_MARKET: Record<(typeof BONUS_MARKETS)[number], readonly string[]> = {
  '1x2': ['1', 'X', '2'],
  'over-under-2.5': ['over', 'under'],
  btts: ['yes', 'no'],
};

const quotaFields = {
  bookmakerId: Id,
  matchId: Id,
  market: Type.Enum([...BONUS_MARKETS]),
  selection: Type.Enum(['1', 'X', '2', 'over', 'under', 'yes', 'no']),
  usualOdds: Odds,
  boostedOdds: Odds,
  validFrom: Instant,
  validTo: Instant,
};

export const BonusQuotaCreate = Type.Object(quotaFields, { additionalProperties: false });
export type BonusQuotaCreate = Static<typeof BonusQuotaCreate>;
export const BonusQuotaUpdate = Type.Object({ id: Id, ...quotaFields }, { additionalProperties: false });
export type BonusQuotaUpdate = Static<typeof BonusQuotaUpdate>;

export const BackofficeBonusQuotaRow = Type.Object({
  id: Type.Integer(),
  bookmakerId: Type.Integer(),
  bookmakerName: Type.String(),
  matchId: Type.Integer(),
  matchLabel: Type.String({ description: 'Home – Away' }),
  matchDate: Type.String(),
  market: Type.String(),
  selection: Type.String(),
  usualOdds: Type.Number(),
  boostedOdds: Type.Number(),
  validFrom: Type.String(),
  validTo: Type.String(),
  isSample: Type.Boolean(),
});
export type BackofficeBonusQuotaRow = Static<typeof BackofficeBonusQuotaRow>;

export const BONUS_QUOTA_BACKOFFICE_SORT = [
  'validTo',
  'validFrom',
  'boostedOdds',
  'matchDate',
  'id',
] as const;
export const BackofficeBonusQuotaPageRequest = backofficePageRequest(BONUS_QUOTA_BACKOFFICE_SORT);
export type BackofficeBonusQuotaPageRequest = Static<typeof BackofficeBonusQuotaPageRequest>;
export const BackofficeBonusQuotaPage = pageOf(BackofficeBonusQuotaRow);

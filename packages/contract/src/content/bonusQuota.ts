/** TypeBox schemas of bonus quotas ("quote maggiorate": a bookmaker's boosted price on a match market). */
import { Type, type Static } from 'typebox';
import { NamedImageRef, NamedRef } from '../common.ts';
import { dbId } from '../competition.ts';
import { Nullable } from '../team.ts';
import { BookmakerRef } from './bookmakerBonus.ts';
import { pageOf, pageRequest } from './pagination.ts';

export const BONUS_MARKETS = ['1x2', 'over-under-2.5', 'btts'] as const;
export type BonusMarket = (typeof BONUS_MARKETS)[number];

const QuotaTeam = Type.Object({
  ...NamedImageRef.properties,
});

export const BonusQuotaMatch = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  homeTeam: Nullable(QuotaTeam),
  awayTeam: Nullable(QuotaTeam),
  homeName: Type.String(),
  awayName: Type.String(),
  /** ISO 8601 kick-off instant. */
  date: Type.String(),
  competition: NamedRef,
});

export const BonusQuota = Type.Object({
  id: Type.Integer(),
  bookmaker: BookmakerRef,
  match: BonusQuotaMatch,
  market: Type.Enum([...BONUS_MARKETS]),
  /** 1 | X | 2, over | under, yes | no */
  selection: Type.String(),
  /** The market and selection in words, in the request language ("Esito finale: 1"). */
  label: Type.String(),
  usualOdds: Type.Number(),
  boostedOdds: Type.Number(),
  validFrom: Type.String(),
  validTo: Type.String(),
  /** Whether now is inside the validity window. */
  active: Type.Boolean(),
  isSample: Type.Boolean(),
});
export type BonusQuota = Static<typeof BonusQuota>;

export const BonusQuotaList = Type.Array(BonusQuota);

export const BonusQuotaListQuery = Type.Object({
  onlyActive: Type.Optional(Type.Boolean({ description: 'Only the offers valid now' })),
  matchId: Type.Optional(dbId()),
  bookmakerId: Type.Optional(dbId()),
});
export type BonusQuotaListQuery = Static<typeof BonusQuotaListQuery>;

export const BONUS_QUOTA_SORT_FIELDS = ['matchDate', 'validFrom', 'validTo', 'boostedOdds'] as const;

export const BonusQuotaPageRequest = pageRequest(
  {
    bookmakerId: Type.Optional(dbId()),
    matchId: Type.Optional(dbId()),
    competitionId: Type.Optional(dbId()),
    market: Type.Optional(Type.Enum([...BONUS_MARKETS])),
    active: Type.Optional(Type.Boolean({ description: 'true: valid now; false: expired or not yet valid' })),
  },
  BONUS_QUOTA_SORT_FIELDS,
);
export type BonusQuotaPageRequest = Static<typeof BonusQuotaPageRequest>;

export const BonusQuotaPage = pageOf(BonusQuota);

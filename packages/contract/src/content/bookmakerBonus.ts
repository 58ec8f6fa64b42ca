/** TypeBox schemas of bookmakers and their bonuses (SPEC §3 Bookmaker bonus, §7 Bookmaker bonuses, §9). */
import { Type, type Static } from 'typebox';
import { Image, NamedImageRef, NamedRef } from '../common.ts';
import { dbId } from '../competition.ts';
import { pageOf, pageRequest } from './pagination.ts';

export const BookmakerRef = Type.Object({
  ...NamedImageRef.properties,
  url: Type.String(),
  isSample: Type.Boolean(),
});
export type BookmakerRef = Static<typeof BookmakerRef>;

export const BookmakerBonus = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Image,
  /** The affiliate link. */
  url: Type.String(),
  /** "Bonus massimo", in euro. */
  bonus: Type.Integer(),
  extra: Type.String({ description: 'In the request language' }),
  condition: Type.String({ description: 'Terms, with the 18+ and responsible-gambling wording' }),
  backgroundColor: Type.String(),
  fontColor: Type.String(),
  showOnMobile: Type.Boolean(),
  showOnHome: Type.Boolean(),
  pallonecomSlug: Type.String(),
  bookmaker: BookmakerRef,
  isSample: Type.Boolean(),
});
export type BookmakerBonus = Static<typeof BookmakerBonus>;

export const BookmakerBonusList = Type.Array(BookmakerBonus);

export const BookmakerBonusListQuery = Type.Object({
  showOnMobile: Type.Optional(Type.Boolean()),
  showOnHome: Type.Optional(Type.Boolean()),
});
export type BookmakerBonusListQuery = Static<typeof BookmakerBonusListQuery>;

export const BookmakerBonusSearchResult = Type.Object({
  ...NamedRef.properties,
  bonus: Type.Integer(),
  similarity: Type.Number(),
});
export type BookmakerBonusSearchResult = Static<typeof BookmakerBonusSearchResult>;

export const BONUS_SORT_FIELDS = ['order', 'bonus', 'name'] as const;

export const BookmakerBonusPageRequest = pageRequest(
  {
    bookmakerId: Type.Optional(dbId()),
    showOnHome: Type.Optional(Type.Boolean()),
    showOnMobile: Type.Optional(Type.Boolean()),
    minBonus: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  BONUS_SORT_FIELDS,
);
export type BookmakerBonusPageRequest = Static<typeof BookmakerBonusPageRequest>;

export const BookmakerBonusPage = pageOf(BookmakerBonus);

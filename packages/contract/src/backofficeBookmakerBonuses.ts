/** Back-office bookmaker bonuses: the `data` of POST/PUT /bookmakerBonuses and the rows of their paginated list. */
import { Type, type Static } from 'typebox';
import { backofficePageRequest, Slug, SortOrder, Text, updateOf } from './backofficeCommon.ts';
import { Image } from './common.ts';
import { pageOf } from './content/pagination.ts';

const Color = Type.String({
  pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
  description: 'CSS hex colour',
});
const Url = Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://[^\\s]+$' });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const bonusFields = {
  bookmakerId: Id,
  name: Text(120),
  pallonecomSlug: Slug,
  url: Url,
  bonus: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  extraIt: Type.String({ maxLength: 500, default: '' }),
  extraEn: Type.String({ maxLength: 500, default: '' }),
  conditionIt: Text(2000),
  conditionEn: Text(2000),
  backgroundColor: Color,
  fontColor: Color,
  showOnMobile: Type.Boolean({ default: false }),
  showOnHome: Type.Boolean({ default: false }),
  sortOrder: SortOrder,
};

export const BookmakerBonusCreate = Type.Object(bonusFields, { additionalProperties: false });
export type BookmakerBonusCreate = Static<typeof BookmakerBonusCreate>;
export const BookmakerBonusUpdate = updateOf(bonusFields);

export const BackofficeBookmakerBonusRow = Type.Object({
  id: Type.Integer(),
  bookmakerId: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  image: Image,
  url: Type.String(),
  bonus: Type.Integer(),
  extraIt: Type.String(),
  extraEn: Type.String(),
  conditionIt: Type.String(),
  conditionEn: Type.String(),
  backgroundColor: Type.String(),
  fontColor: Type.String(),
  showOnMobile: Type.Boolean(),
  showOnHome: Type.Boolean(),
  sortOrder: Type.Integer(),
  isSample: Type.Boolean(),
});
export type BackofficeBookmakerBonusRow = Static<typeof BackofficeBookmakerBonusRow>;

export const BOOKMAKER_BONUS_BACKOFFICE_SORT = ['sortOrder', 'name', 'bonus', 'id'] as const;
export const BackofficeBookmakerBonusPageRequest = backofficePageRequest(BOOKMAKER_BONUS_BACKOFFICE_SORT);
export type BackofficeBookmakerBonusPageRequest = Static<typeof BackofficeBookmakerBonusPageRequest>;
export const BackofficeBookmakerBonusPage = pageOf(BackofficeBookmakerBonusRow);

/** Back-office guides: the `data` of POST/PUT /guides and the rows of POST /backoffice/guides/getPaginated. */
import { Type, type Static } from 'typebox';
import {
  backofficePageRequest,
  Instant,
  Keywords,
  OptionalId,
  SortOrder,
  Text,
  translatedFields,
  translatedRowFields,
  updateOf,
} from './backofficeCommon.ts';
import { Image } from './common.ts';
import { pageOf } from './content/pagination.ts';
import { Nullable } from './team.ts';

const guideFields = {
  ...translatedFields,
  description: Text(500),
  keywords: Keywords,
  body: Text(200_000),
  authorId: OptionalId,
  publishedAt: Instant,
  sortOrder: SortOrder,
};

export const GuideCreate = Type.Object(guideFields, { additionalProperties: false });
export type GuideCreate = Static<typeof GuideCreate>;
export const GuideUpdate = updateOf(guideFields);

export const BackofficeGuideRow = Type.Object({
  ...translatedRowFields,
  description: Type.String(),
  image: Image,
  keywords: Type.Array(Type.String()),
  body: Type.String(),
  authorId: Nullable(Type.Integer()),
  publishedAt: Type.String(),
  sortOrder: Type.Integer(),
  isSample: Type.Boolean(),
});
export type BackofficeGuideRow = Static<typeof BackofficeGuideRow>;

export const GUIDE_BACKOFFICE_SORT = ['sortOrder', 'publishedAt', 'title', 'id'] as const;
export const BackofficeGuidePageRequest = backofficePageRequest(GUIDE_BACKOFFICE_SORT);
export type BackofficeGuidePageRequest = Static<typeof BackofficeGuidePageRequest>;
export const BackofficeGuidePage = pageOf(BackofficeGuideRow);

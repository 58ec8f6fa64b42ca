/** Back-office landing pages: the `data` of POST/PUT /landings (with the SEO metadata) and their paginated list. */
import { Type, type Static } from 'typebox';
import {
  backofficePageRequest,
  Instant,
  Keywords,
  Text,
  translatedFields,
  translatedRowFields,
  updateOf,
} from './backofficeCommon.ts';
import { Image } from './common.ts';
import { pageOf } from './content/pagination.ts';

const Canonical = Type.String({ minLength: 1, maxLength: 500, pattern: '^(?:https?://[^\\s]+|/[^\\s]*)$' });

const landingFields = {
  ...translatedFields,
  body: Text(200_000),
  seoTitle: Text(70),
  seoDescription: Text(320),
  seoKeywords: Keywords,
  seoIndex: Type.Boolean({ default: true }),
  seoFollow: Type.Boolean({ default: true }),
  seoCanonicals: Type.Array(Canonical, { maxItems: 10, default: [] }),
  publishedAt: Instant,
};

export const LandingCreate = Type.Object(landingFields, { additionalProperties: false });
export type LandingCreate = Static<typeof LandingCreate>;
export const LandingUpdate = updateOf(landingFields);

export const BackofficeLandingRow = Type.Object({
  ...translatedRowFields,
  body: Type.String(),
  seoTitle: Type.String(),
  seoDescription: Type.String(),
  seoKeywords: Type.Array(Type.String()),
  seoIndex: Type.Boolean(),
  seoFollow: Type.Boolean(),
  seoCanonicals: Type.Array(Type.String()),
  image: Image,
  publishedAt: Type.String(),
  isSample: Type.Boolean(),
});
export type BackofficeLandingRow = Static<typeof BackofficeLandingRow>;

export const LANDING_BACKOFFICE_SORT = ['title', 'publishedAt', 'id'] as const;
export const BackofficeLandingPageRequest = backofficePageRequest(LANDING_BACKOFFICE_SORT);
export type BackofficeLandingPageRequest = Static<typeof BackofficeLandingPageRequest>;
export const BackofficeLandingPage = pageOf(BackofficeLandingRow);

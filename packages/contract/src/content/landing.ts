/** TypeBox schemas of landing pages, with their SEO metadata (SPEC §3 "Page metadata"). */
import { Type, type Static } from 'typebox';
import { Image } from '../common.ts';
import { Nullable } from '../team.ts';
import { contentDetail } from './contentDetail.ts';
import { pageOf, pageRequest } from './pagination.ts';

export const PageMetadata = Type.Object({
  title: Type.String(),
  description: Type.String(),
  keywords: Type.Array(Type.String()),
  /** The page's site path. */
  url: Type.String(),
  image: Nullable(Type.String()),
  type: Type.String(),
  index: Type.Boolean(),
  follow: Type.Boolean(),
  canonicals: Type.Array(Type.String()),
  publishedAt: Type.String(),
  author: Nullable(Type.String()),
});
export type PageMetadata = Static<typeof PageMetadata>;

export const LandingSummary = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  language: Type.Enum(['it', 'en']),
  title: Type.String(),
  image: Image,
  publishedAt: Type.String(),
  metadata: PageMetadata,
  isSample: Type.Boolean(),
});
export type LandingSummary = Static<typeof LandingSummary>;

export const LandingDetail = contentDetail(LandingSummary);
export type LandingDetail = Static<typeof LandingDetail>;

export const LandingList = Type.Array(LandingSummary);

export const LANDING_SORT_FIELDS = ['title', 'publishedAt', 'id'] as const;

export const LandingPageRequest = pageRequest(
  { title: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the title' })) },
  LANDING_SORT_FIELDS,
);
export type LandingPageRequest = Static<typeof LandingPageRequest>;

export const LandingPage = pageOf(LandingSummary);

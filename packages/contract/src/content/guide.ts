/** TypeBox schemas of betting guides (SPEC §7 Guides; pages /scommesse/guide/{slug}). */
import { Type, type Static } from 'typebox';
import { Image } from '../common.ts';
import { Nullable } from '../team.ts';
import { Byline } from './author.ts';
import { contentDetail } from './contentDetail.ts';
import { pageOf, pageRequest } from './pagination.ts';

export const GuideSummary = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  language: Type.Enum(['it', 'en']),
  title: Type.String(),
  description: Type.String(),
  image: Image,
  keywords: Type.Array(Type.String()),
  publishedAt: Type.String(),
  author: Nullable(Byline),
  isSample: Type.Boolean(),
});
export type GuideSummary = Static<typeof GuideSummary>;

export const GuideDetail = contentDetail(GuideSummary);
export type GuideDetail = Static<typeof GuideDetail>;

export const GuideSearchResult = Type.Object({
  ...Type.Pick(GuideSummary, ['id', 'pallonecomSlug', 'title']).properties,
  similarity: Type.Number(),
});
export type GuideSearchResult = Static<typeof GuideSearchResult>;

export const GUIDE_SORT_FIELDS = ['order', 'publishedAt', 'title'] as const;

export const GuidePageRequest = pageRequest(
  {
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the title' })),
  },
  GUIDE_SORT_FIELDS,
);
export type GuidePageRequest = Static<typeof GuidePageRequest>;

export const GuidePage = pageOf(GuideSummary);

/** TypeBox schemas of news (SPEC §3 News, §7 News). */
import { Type, type Static } from 'typebox';
import { NamedRef } from '../common.ts';
import { Score } from '../match.ts';
import { Nullable } from '../team.ts';
import { dbId } from '../competition.ts';
import { Byline } from './author.ts';
import { pageOf, pageRequest, Translation } from './pagination.ts';

export const NEWS_CATEGORIES = ['generali', 'pronostici-scommesse'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NewsCategorySchema = Type.Enum([...NEWS_CATEGORIES]);

/** The uploaded image: files are `<path>-{width}.webp` for each width in `sizes`; null → the default banner. */
export const NewsImage = Nullable(Type.Object({ path: Type.String(), sizes: Type.Array(Type.Integer()) }));

export const NewsSummary = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  language: Type.Enum(['it', 'en']),
  title: Type.String(),
  image: NewsImage,
  /** ISO 8601 instant. */
  publishedAt: Type.String(),
  author: Nullable(Byline),
  articleSection: Type.String(),
  keywords: Type.Array(Type.String()),
  description: Type.String(),
  category: NewsCategorySchema,
  isSample: Type.Boolean(),
});
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsMatchRef = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  date: Type.String(),
  /** The score after 90 minutes, as on a match; `extraTime` and `penalties` complete the result. */
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  extraTime: Nullable(Score),
  penalties: Nullable(Score),
});

export const NewsCompetitionRef = Type.Object({
  ...NamedRef.properties,
});

/** An article's image with its texts: alt (its text alternative), caption and credit ('' when none). */
export const NewsDetailImage = Nullable(
  Type.Object({
    path: Type.String(),
    sizes: Type.Array(Type.Integer()),
    alt: Type.String(),
    caption: Type.String(),
    credit: Type.String(),
  }),
);

export const NewsDetail = Type.Object({
  ...NewsSummary.properties,
  image: NewsDetailImage,
  /** Sanitized HTML. */
  body: Type.String(),
  updatedAt: Type.String(),
  match: Nullable(NewsMatchRef),
  competition: Nullable(NewsCompetitionRef),
  /** Every language version of this story, this one included. */
  translations: Type.Array(Translation),
});
export type NewsDetail = Static<typeof NewsDetail>;

export const NewsSimplified = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  title: Type.String(),
  publishedAt: Type.String(),
  category: NewsCategorySchema,
  image: NewsImage,
});
export type NewsSimplified = Static<typeof NewsSimplified>;

export const NewsSearchResult = Type.Object({
  ...Type.Pick(NewsSummary, ['id', 'pallonecomSlug', 'title', 'publishedAt', 'category']).properties,
  similarity: Type.Number(),
});
export type NewsSearchResult = Static<typeof NewsSearchResult>;

export const NEWS_SORT_FIELDS = ['publishedAt', 'title', 'id'] as const;

export const NewsPageRequest = pageRequest(
  {
    category: Type.Optional(NewsCategorySchema),
    authorId: Type.Optional(dbId()),
    competitionId: Type.Optional(dbId()),
    matchId: Type.Optional(dbId()),
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'One of the keywords' })),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the title' })),
  },
  NEWS_SORT_FIELDS,
);
export type NewsPageRequest = Static<typeof NewsPageRequest>;

export const NewsPage = pageOf(NewsSummary);
export const NewsSimplifiedPage = pageOf(NewsSimplified);

export const NewsBySlugQuery = Type.Object({
  competitionSlug: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'When given, the news must be about this competition',
    }),
  ),
});
export type NewsBySlugQuery = Static<typeof NewsBySlugQuery>;

export const NewsHomeQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })),
  category: Type.Optional(NewsCategorySchema),
});
export type NewsHomeQuery = Static<typeof NewsHomeQuery>;

/**
 * A prediction article (`GET /news/prediction/pallonecomSlug/{slug}`, `GET /predictions/{matchId}/article`): a
 * news item of category `pronostici-scommesse` written by the model in the request's language, with the match and
 * the prediction it was written from.
 */
import { Type, type Static } from 'typebox';
import { Image, NamedRef } from './common.ts';
import { MatchBody } from './match.ts';
import { Prediction } from './prediction.ts';
import { Nullable } from './team.ts';

export const PredictionArticle = Type.Object({
  /** `pronostico-<match slug>`, the same in both languages. */
  pallonecomSlug: Type.String(),
  language: Type.Enum(['it', 'en']),
  title: Type.String(),
  description: Type.String(),
  /** HTML using only p, h2, ul, li and strong; every text from the data is escaped. */
  body: Type.String(),
  keywords: Type.Array(Type.String()),
  category: Type.Literal('pronostici-scommesse'),
  articleSection: Type.String(),
  /** The prediction's `madeAt`. */
  publishedAt: Type.String({ format: 'date-time' }),
  image: Image,
  author: Type.Object({ name: Type.String(), link: Nullable(Type.String()) }),
  competition: NamedRef,
  match: MatchBody,
  prediction: Prediction,
});
export type PredictionArticle = Static<typeof PredictionArticle>;

export const PredictionArticleQuery = Type.Object({
  /** When given, the match must belong to that competition (else 404). */
  competitionSlug: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
  ),
});
export type PredictionArticleQuery = Static<typeof PredictionArticleQuery>;

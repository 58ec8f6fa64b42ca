/**
 * Back-office news: the `data` JSON of POST/PUT /news (multipart, image in field `image`), and the rows of
 * POST /backoffice/news/getPaginated (every language, scheduled ones included).
 */
import { Type, type Static } from 'typebox';
import { NewsCategorySchema } from './content/news.ts';
import {
  backofficePageRequest,
  Instant,
  Keywords,
  Language,
  OptionalId,
  Slug,
  Text,
  translatedRowFields,
  TranslationKey,
  updateOf,
} from './backofficeCommon.ts';
import { pageOf } from './content/pagination.ts';
import { Nullable } from './team.ts';

/** What an editor stores (decision 039): a draft, or published from `publishedAt` on (scheduled while ahead). */
export const NEWS_WRITE_STATUSES = ['draft', 'published'] as const;
/** What the back-office shows: `scheduled` is a published article whose `publishedAt` is still ahead. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NewsStatusSchema = Type.Enum([...NEWS_STATUSES]);

export const newsFields = {
  language: Language,
  /** `draft` is never public; `published` is public from `publishedAt` on. */
  status: Type.Enum([...NEWS_WRITE_STATUSES]),
  /** Shared by the versions of one story; a new one is made when absent. */
  translationKey: TranslationKey,
  /** Made from the title when absent (unique); kept as it is on updates without one. */
  pallonecomSlug: Type.Optional(Slug),
  title: Text(200),
  publishedAt: Instant,
  authorId: OptionalId,
  /** schema.org articleSection ("Sezione"); the category's default when absent or blank. */
  articleSection: Type.Optional(Text(100, 0)),
  keywords: Keywords,
  description: Text(500),
  category: NewsCategorySchema,
  /** HTML, sanitized on write. */
  body: Text(200_000),
  matchId: OptionalId,
  competitionId: OptionalId,
  /** The image's text alternative: required while the article has an image. */
  imageAlt: Type.Optional(Text(300, 0)),
  imageCaption: Type.Optional(Text(300, 0)),
  imageCredit: Type.Optional(Text(200, 0)),
};

export const NewsCreate = Type.Object(newsFields, { additionalProperties: false });
export type NewsCreate = Static<typeof NewsCreate>;

/** `removeImage: true` drops the current image (the default banner shows). */
export const NewsUpdate = updateOf(newsFields);
export type NewsUpdate = Static<typeof NewsUpdate>;

export const BackofficeNewsRow = Type.Object({
  ...translatedRowFields,
  /** At the server's clock: draft, scheduled (published, date ahead) or published. */
  status: NewsStatusSchema,
  image: Nullable(Type.Object({ path: Type.String(), sizes: Type.Array(Type.Integer()) })),
  imageAlt: Type.String(),
  imageCaption: Type.String(),
  imageCredit: Type.String(),
  publishedAt: Type.String(),
  updatedAt: Type.String(),
  authorId: Nullable(Type.Integer()),
  articleSection: Type.String(),
  keywords: Type.Array(Type.String()),
  description: Type.String(),
  category: Type.String(),
  body: Type.String(),
  matchId: Nullable(Type.Integer()),
  competitionId: Nullable(Type.Integer()),
  isSample: Type.Boolean(),
});
export type BackofficeNewsRow = Static<typeof BackofficeNewsRow>;

export const NEWS_BACKOFFICE_SORT = ['publishedAt', 'updatedAt', 'title', 'id'] as const;
const newsPageBase = backofficePageRequest(NEWS_BACKOFFICE_SORT);
export const BackofficeNewsPageRequest = Type.Object(
  {
    ...newsPageBase.properties,
    /** Only the articles in this status (at the server's clock). */
    status: Type.Optional(NewsStatusSchema),
  },
  { additionalProperties: false },
);
export type BackofficeNewsPageRequest = Static<typeof BackofficeNewsPageRequest>;
export const BackofficeNewsPage = pageOf(BackofficeNewsRow);

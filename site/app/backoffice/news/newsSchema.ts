import { z } from 'zod';
import {
  body,
  idOrNull,
  instant,
  keywords,
  language,
  optionalId,
  required,
  slug,
  splitList,
  toInstant,
  toLocalInput,
} from '../forms/rules.ts';
import type { NewsRow } from './newsTypes.ts';

export { SLUG_MAX_LENGTH, toLocalInput } from '../forms/rules.ts';

export const NEWS_CATEGORIES = ['generali', 'pronostici-scommesse'] as const;
/** What the form stores: a draft, or published from its date on (scheduled while the date is ahead). */
export const NEWS_WRITE_STATUSES = ['draft', 'published'] as const;

/**
 * The news form, checked the way the server checks the `data` of POST/PUT /news (packages/contract/src/backofficeNews.ts):
 * every field a string as the inputs hold it; `toNewsData` turns valid values into the request's JSON.
 */
export const newsFormSchema = z.object({
  language,
  status: z.enum(NEWS_WRITE_STATUSES),
  title: required(200),
  pallonecomSlug: slug,
  category: z.enum(NEWS_CATEGORIES),
  description: required(500),
  keywords,
  articleSection: required(100),
  authorId: optionalId,
  publishedAt: instant,
  body,
  matchId: optionalId,
  competitionId: optionalId,
});

export type NewsFormValues = z.infer<typeof newsFormSchema>;

/** The `data` JSON of POST /news (and of PUT /news with the id added). */
export function toNewsData(values: NewsFormValues) {
  return {
    language: values.language,
    status: values.status,
    pallonecomSlug: values.pallonecomSlug.trim(),
    title: values.title.trim(),
    publishedAt: toInstant(values.publishedAt),
    authorId: idOrNull(values.authorId),
    articleSection: values.articleSection.trim(),
    keywords: splitList(values.keywords, ','),
    description: values.description.trim(),
    category: values.category,
    body: values.body,
    matchId: idOrNull(values.matchId),
    competitionId: idOrNull(values.competitionId),
  };
}

/** A new article: a draft dated `now` (the editor's clock), so publishing it makes it public at once. */
export function emptyNews(now: Date = new Date()): NewsFormValues {
  return {
    language: 'it',
    status: 'draft',
    title: '',
    pallonecomSlug: '',
    category: 'generali',
    description: '',
    keywords: '',
    articleSection: '',
    authorId: '',
    publishedAt: toLocalInput(now.toISOString()),
    body: '',
    matchId: '',
    competitionId: '',
  };
}

export function newsToForm(row: NewsRow): NewsFormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    language: row.language as NewsFormValues['language'],
    status: row.status === 'draft' ? 'draft' : 'published',
    title: row.title,
    pallonecomSlug: row.pallonecomSlug,
    category: row.category as NewsFormValues['category'],
    description: row.description,
    keywords: row.keywords.join(', '),
    articleSection: row.articleSection,
    authorId: id(row.authorId),
    publishedAt: toLocalInput(row.publishedAt),
    body: row.body,
    matchId: id(row.matchId),
    competitionId: id(row.competitionId),
  };
}

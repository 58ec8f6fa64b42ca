import { z } from 'zod';
import { NewsCreate as WRITE } from '@pallone/contract';
import { idRule, textRule } from '../forms/contractRules.ts';
import {
  bodyRule,
  idOrNull,
  instant,
  keywordsRule,
  slugRule,
  splitList,
  toInstant,
  toLocalInput,
} from '../forms/rules.ts';
import type { NewsRow } from './newsTypes.ts';

export { SLUG_MAX_LENGTH, toLocalInput } from '../forms/rules.ts';

/**
 * The news form, checked with the rules of the contract's NewsCreate (the `data` of POST/PUT /news): every field
 * a string as the inputs hold it; `toNewsData` turns valid values into the request's JSON.
 */
export const newsFormSchema = z.object({
  language: z.enum(WRITE.properties.language.enum),
  status: z.enum(WRITE.properties.status.enum),
  title: textRule(WRITE, 'title'),
  pallonecomSlug: slugRule(WRITE),
  category: z.enum(WRITE.properties.category.enum),
  description: textRule(WRITE, 'description'),
  keywords: keywordsRule(WRITE),
  articleSection: textRule(WRITE, 'articleSection'),
  authorId: idRule(WRITE, 'authorId'),
  publishedAt: instant,
  body: bodyRule(WRITE),
  matchId: idRule(WRITE, 'matchId'),
  competitionId: idRule(WRITE, 'competitionId'),
  imageAlt: textRule(WRITE, 'imageAlt'),
  imageCaption: textRule(WRITE, 'imageCaption'),
  imageCredit: textRule(WRITE, 'imageCredit'),
});

export type NewsFormValues = z.infer<typeof newsFormSchema>;

/** A text the contract may let the editor leave empty: left out of the data then (the server fills it). */
const unlessEmpty = (name: string, value: string) => (value.trim() === '' ? {} : { [name]: value.trim() });

/** The `data` JSON of POST /news (and of PUT /news with the id added). */
export function toNewsData(values: NewsFormValues) {
  return {
    language: values.language,
    status: values.status,
    ...unlessEmpty('pallonecomSlug', values.pallonecomSlug),
    title: values.title.trim(),
    publishedAt: toInstant(values.publishedAt),
    authorId: idOrNull(values.authorId),
    ...unlessEmpty('articleSection', values.articleSection),
    keywords: splitList(values.keywords, ','),
    description: values.description.trim(),
    category: values.category,
    body: values.body,
    matchId: idOrNull(values.matchId),
    competitionId: idOrNull(values.competitionId),
    imageAlt: values.imageAlt.trim(),
    imageCaption: values.imageCaption.trim(),
    imageCredit: values.imageCredit.trim(),
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
    imageAlt: '',
    imageCaption: '',
    imageCredit: '',
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
    imageAlt: row.imageAlt,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
  };
}

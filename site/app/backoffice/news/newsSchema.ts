import { z } from 'zod';
import { ERROR_MESSAGES } from '@pallone/core';
import type { NewsRow } from './newsTypes.ts';

/**
 * The news form, checked the way the server checks the `data` of POST/PUT /news (schemas/backofficeNews.ts):
 * every field a string as the inputs hold it; `toNewsData` turns valid values into the request's JSON.
 */
const required = (max: number) =>
  z.string().trim().min(1, ERROR_MESSAGES.requiredField).max(max, `Al massimo ${max} caratteri`);

const optionalId = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 2147483647),
    {
      message: 'Un numero intero positivo',
    },
  );

const splitKeywords = (value: string) =>
  value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');

export const NEWS_CATEGORIES = ['generali', 'pronostici-scommesse'] as const;

export const newsFormSchema = z.object({
  language: z.enum(['it', 'en']),
  title: required(200),
  pallonecomSlug: required(200).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Solo minuscole, cifre e trattini (es. la-mia-news)',
  ),
  category: z.enum(NEWS_CATEGORIES),
  description: required(500),
  keywords: z
    .string()
    .refine((value) => splitKeywords(value).length <= 30, 'Al massimo 30 parole chiave')
    .refine(
      (value) => splitKeywords(value).every((keyword) => keyword.length <= 60),
      'Parole chiave di al massimo 60 caratteri',
    ),
  articleSection: required(100),
  authorId: optionalId,
  publishedAt: z
    .string()
    .min(1, ERROR_MESSAGES.requiredField)
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Data non valida'),
  body: z
    .string()
    .max(200_000, 'Testo troppo lungo')
    .refine(
      (html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<img\b/i.test(html),
      ERROR_MESSAGES.requiredField,
    ),
  matchId: optionalId,
  competitionId: optionalId,
});

export type NewsFormValues = z.infer<typeof newsFormSchema>;

const idOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input holds it. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The `data` JSON of POST /news (and of PUT /news with the id added). */
export function toNewsData(values: NewsFormValues) {
  return {
    language: values.language,
    pallonecomSlug: values.pallonecomSlug.trim(),
    title: values.title.trim(),
    publishedAt: new Date(values.publishedAt).toISOString(),
    authorId: idOrNull(values.authorId),
    articleSection: values.articleSection.trim(),
    keywords: splitKeywords(values.keywords),
    description: values.description.trim(),
    category: values.category,
    body: values.body,
    matchId: idOrNull(values.matchId),
    competitionId: idOrNull(values.competitionId),
  };
}

export function emptyNews(): NewsFormValues {
  return {
    language: 'it',
    title: '',
    pallonecomSlug: '',
    category: 'generali',
    description: '',
    keywords: '',
    articleSection: '',
    authorId: '',
    publishedAt: '',
    body: '',
    matchId: '',
    competitionId: '',
  };
}

export function newsToForm(row: NewsRow): NewsFormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    language: row.language,
    title: row.title,
    pallonecomSlug: row.pallonecomSlug,
    category: row.category,
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

/** A slug from a title: "Juve, che vittoria!" → "juve-che-vittoria". */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

import { z } from 'zod';
import { Slug } from '@pallone/contract';
import { ERROR_MESSAGES } from '@pallone/core';
import { listRule, textRule, type ObjectSchema, type SchemaKeywords } from './contractRules.ts';
import { parseDateField, toDateField } from './dates.ts';

export { splitList, toNumber } from './contractRules.ts';

/**
 * The rules the contract's schemas cannot say on the strings the inputs hold (a date field, a rich-text body),
 * the named rules several forms share, and the `to*` helpers that turn valid strings into the request's JSON.
 */

const slugKeywords: SchemaKeywords = Slug;

/** The longest slug the server accepts (the contract's `Slug`). */
export const SLUG_MAX_LENGTH = slugKeywords.maxLength ?? Number.POSITIVE_INFINITY;

/** The contract's `Slug` of a write schema's `pallonecomSlug`. */
export const slugRule = (schema: ObjectSchema) =>
  textRule(schema, 'pallonecomSlug', 'Solo minuscole, cifre e trattini (es. la-mia-news)');

/** The contract's `translationKey`: optional, letters, digits, `_` and `-`. */
export const translationKeyRule = (schema: ObjectSchema) =>
  textRule(schema, 'translationKey', 'Solo lettere, cifre, _ e -');

/** The contract's `Keywords` of the field `name`: comma-separated. */
export const keywordsRule = (schema: ObjectSchema, name = 'keywords') =>
  listRule(schema, name, ',', {
    tooMany: (max) => `Al massimo ${max} parole chiave`,
    badItem: (max) => `Parole chiave di al massimo ${max} caratteri`,
  });

/** An `Instant` (ISO date-time) typed as a date field ("DD/MM/YYYY HH:mm", see dates.ts). */
export const instant = z
  .string()
  .trim()
  .min(1, ERROR_MESSAGES.requiredField)
  .refine((value) => parseDateField(value) !== null, 'Data non valida (GG/MM/AAAA HH:mm)');

/** An HTML body within the schema's maxLength: required (text or an image). */
export const bodyRule = (schema: ObjectSchema) =>
  z
    .string()
    .max(schema.properties.body?.maxLength ?? Number.POSITIVE_INFINITY, 'Testo troppo lungo')
    .refine(
      (html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<img\b/i.test(html),
      ERROR_MESSAGES.requiredField,
    );

export const idOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** The ISO instant of a valid date field (the `instant` rule has checked it). */
export const toInstant = (value: string) => (parseDateField(value) ?? new Date(NaN)).toISOString();

/** A stored instant as a date field shows it: "DD/MM/YYYY HH:mm" in the browser's time zone. */
export const toLocalInput = (iso: string): string => toDateField(iso);

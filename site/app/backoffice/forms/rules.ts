import { z } from 'zod';
import { ERROR_MESSAGES } from '@pallone/core';
import { parseDateField, toDateField } from './dates.ts';

/**
 * Field rules of the back-office forms, mirroring the contract's TypeBox schemas (packages/contract/src/
 * backoffice*.ts) on the strings the inputs hold; the `to*` helpers turn valid strings into the request's JSON.
 */
const MAX_ID = 2147483647;

export const required = (max: number) =>
  z.string().trim().min(1, ERROR_MESSAGES.requiredField).max(max, `Al massimo ${max} caratteri`);

export const optional = (max: number) => z.string().trim().max(max, `Al massimo ${max} caratteri`);

export const language = z.enum(['it', 'en']);

/** The longest slug the server accepts (backofficeCommon `Slug`). */
export const SLUG_MAX_LENGTH = 200;

/** backofficeCommon `Slug`. */
export const slug = required(SLUG_MAX_LENGTH).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'Solo minuscole, cifre e trattini (es. la-mia-news)',
);

/** backofficeGuides/Landings `translationKey`: optional, letters, digits, `_` and `-`. */
export const translationKey = optional(100).regex(/^[A-Za-z0-9_-]*$/, 'Solo lettere, cifre, _ e -');

const isInteger = (value: string, min: number, max: number) =>
  /^-?\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** An integer between `min` and `max`; empty is refused unless `allowEmpty`. */
export const integer = (min: number, max: number, allowEmpty = false) =>
  z
    .string()
    .trim()
    .refine((value) => allowEmpty || value !== '', ERROR_MESSAGES.requiredField)
    .refine((value) => value === '' || isInteger(value, min, max), `Un numero intero tra ${min} e ${max}`);

/** backofficeCommon `OptionalId`: empty or a positive integer. */
export const optionalId = z
  .string()
  .trim()
  .refine((value) => value === '' || isInteger(value, 1, MAX_ID), 'Un numero intero positivo');

export const requiredId = z
  .string()
  .trim()
  .min(1, ERROR_MESSAGES.requiredField)
  .refine((value) => isInteger(value, 1, MAX_ID), 'Un numero intero positivo');

/** backofficeCommon `Instant`: a date field ("DD/MM/YYYY HH:mm", see dates.ts), sent as an ISO instant. */
export const instant = z
  .string()
  .trim()
  .min(1, ERROR_MESSAGES.requiredField)
  .refine((value) => parseDateField(value) !== null, 'Data non valida (GG/MM/AAAA HH:mm)');

export const splitList = (value: string, separator: string | RegExp) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** backofficeCommon `Keywords`: comma-separated, at most 30 of at most 60 characters. */
export const keywords = z
  .string()
  .refine((value) => splitList(value, ',').length <= 30, 'Al massimo 30 parole chiave')
  .refine(
    (value) => splitList(value, ',').every((keyword) => keyword.length <= 60),
    'Parole chiave di al massimo 60 caratteri',
  );

/** An HTML body: required (text or an image), at most 200,000 characters. */
export const body = z
  .string()
  .max(200_000, 'Testo troppo lungo')
  .refine(
    (html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<img\b/i.test(html),
    ERROR_MESSAGES.requiredField,
  );

/** backofficeBookmakerBonuses `Color`. */
export const color = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Un colore esadecimale (es. #0d2b1c)');

/** backofficeBookmakerBonuses `Url`. */
export const url = required(2000)
  .min(8, 'Un indirizzo http:// o https://')
  .regex(/^https?:\/\/\S+$/, 'Un indirizzo http:// o https://');

/** backofficeBonusQuota `Odds`: decimal odds above 1, at most 10000. */
export const odds = z
  .string()
  .trim()
  .min(1, ERROR_MESSAGES.requiredField)
  .refine((value) => /^\d+(?:[.,]\d+)?$/.test(value), 'Una quota decimale (es. 2.50)')
  .refine((value) => toNumber(value) > 1 && toNumber(value) <= 10000, 'Una quota maggiore di 1');

export const toNumber = (value: string) => Number(value.trim().replace(',', '.'));
export const idOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** The ISO instant of a valid date field (the `instant` rule has checked it). */
export const toInstant = (value: string) => (parseDateField(value) ?? new Date(NaN)).toISOString();

/** A stored instant as a date field shows it: "DD/MM/YYYY HH:mm" in the browser's time zone. */
export const toLocalInput = (iso: string): string => toDateField(iso);

import { enumRule, textRule, type ObjectSchema } from '../forms/contractRules.ts';
import { bodyRule, instant, slugRule, toInstant, translationKeyRule } from '../forms/rules.ts';
import { dateCell, LANGUAGE_OPTIONS, localDate, str, textCell } from './rowValues.ts';
import type { Column, FieldSpec, FormValues, Row } from './sectionTypes.ts';

/**
 * The fields guides and landing pages share (server: language, translationKey, pallonecomSlug, title, body,
 * publishedAt): their rules, inputs and conversions.
 */
export const contentShape = (schema: ObjectSchema) => ({
  language: enumRule(schema, 'language'),
  translationKey: translationKeyRule(schema),
  pallonecomSlug: slugRule(schema),
  title: textRule(schema, 'title'),
  body: bodyRule(schema),
  publishedAt: instant,
});

export const contentColumns: readonly Column[] = [
  { label: 'Id', value: textCell('id') },
  { label: 'Titolo', value: textCell('title') },
  { label: 'Lingua', value: textCell('language') },
  { label: 'Slug', value: textCell('pallonecomSlug') },
  { label: 'Pubblicazione', value: dateCell('publishedAt') },
];

export const titleOf = (row: Row) => str(row, 'title');

export const contentHeadFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Titolo', kind: 'text', wide: true },
  { name: 'pallonecomSlug', label: 'Slug', kind: 'text' },
  { name: 'language', label: 'Lingua', kind: 'select', options: LANGUAGE_OPTIONS },
  { name: 'translationKey', label: 'Chiave di traduzione', kind: 'text' },
  { name: 'publishedAt', label: 'Data di pubblicazione', kind: 'datetime' },
];

export const contentBodyField: FieldSpec = { name: 'body', label: 'Testo', kind: 'richtext', wide: true };

const TEXTS = ['language', 'translationKey', 'pallonecomSlug', 'title', 'body'] as const;

export const emptyContent = (): FormValues => ({
  ...Object.fromEntries(TEXTS.map((key) => [key, ''])),
  language: 'it',
  publishedAt: '',
});

export const contentToForm = (row: Row): FormValues => ({
  ...Object.fromEntries(TEXTS.map((key) => [key, str(row, key)])),
  publishedAt: localDate(row, 'publishedAt'),
});

/** An empty translation key is left out: the server makes one on create and keeps the old one on update. */
export function contentToData(values: FormValues) {
  const text = (key: string) => String(values[key]).trim();
  return {
    language: text('language'),
    ...(text('translationKey') ? { translationKey: text('translationKey') } : {}),
    pallonecomSlug: text('pallonecomSlug'),
    title: text('title'),
    body: String(values.body),
    publishedAt: toInstant(String(values.publishedAt)),
  };
}

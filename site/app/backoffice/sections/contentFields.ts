import { enumRule, textRule, type ObjectSchema } from '../forms/contractRules.ts';
import { bodyRule, instant, slugRule, toInstant, translationKeyRule } from '../forms/rules.ts';
import { dateCell, idColumn, LANGUAGE_OPTIONS, localDate, str, textCell } from './rowValues.ts';
import type { Column, FieldSpec, FormSpec, FormValues, Row, SectionConfig } from './sectionTypes.ts';

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

const contentColumns: readonly Column[] = [
  idColumn,
  { label: 'Titolo', value: textCell('title') },
  { label: 'Lingua', value: textCell('language') },
  { label: 'Slug', value: textCell('pallonecomSlug') },
  { label: 'Pubblicazione', value: dateCell('publishedAt') },
];

const titleOf = (row: Row) => str(row, 'title');

const contentHeadFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Titolo', kind: 'text', wide: true },
  { name: 'pallonecomSlug', label: 'Slug', kind: 'text' },
  { name: 'language', label: 'Lingua', kind: 'select', options: LANGUAGE_OPTIONS },
  { name: 'translationKey', label: 'Chiave di traduzione', kind: 'text' },
  { name: 'publishedAt', label: 'Data di pubblicazione', kind: 'datetime' },
];

const contentBodyField: FieldSpec = { name: 'body', label: 'Testo', kind: 'richtext', wide: true };

const TEXTS = ['language', 'translationKey', 'pallonecomSlug', 'title', 'body'] as const;

const emptyContent = (): FormValues => ({
  ...Object.fromEntries(TEXTS.map((key) => [key, ''])),
  language: 'it',
  publishedAt: '',
});

const contentToForm = (row: Row): FormValues => ({
  ...Object.fromEntries(TEXTS.map((key) => [key, str(row, key)])),
  publishedAt: localDate(row, 'publishedAt'),
});

/** An empty translation key is left out: the server makes one on create and keeps the old one on update. */
function contentToData(values: FormValues) {
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

/** A content section's own part: its list and form beside the shared fields (those between head and body). */
interface ContentSectionSpec extends Omit<SectionConfig, 'columns' | 'nameOf' | 'form'> {
  schema: FormSpec['schema'];
  fields: readonly FieldSpec[];
  empty: () => FormValues;
  toForm: (row: Row) => FormValues;
  toData: (values: FormValues) => Record<string, unknown>;
}

/**
 * A guides-like section: the content list (title, language, slug, publication), an image, the slug made from the
 * title, and the shared fields' inputs, values and JSON around the section's own.
 */
export function contentSection({
  schema,
  fields,
  empty,
  toForm,
  toData,
  ...section
}: ContentSectionSpec): SectionConfig {
  return {
    ...section,
    columns: contentColumns,
    nameOf: titleOf,
    form: {
      image: true,
      slugFrom: 'title',
      schema,
      fields: [...contentHeadFields, ...fields, contentBodyField],
      empty: () => ({ ...emptyContent(), ...empty() }),
      toForm: (row) => ({ ...contentToForm(row), ...toForm(row) }),
      toData: (values) => ({ ...contentToData(values), ...toData(values) }),
    },
  };
}

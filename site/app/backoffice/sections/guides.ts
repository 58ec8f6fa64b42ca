import { z } from 'zod';
import { GuideCreate as WRITE } from '@pallone/contract';
import { idRule, integerRule, textRule } from '../forms/contractRules.ts';
import { idOrNull, keywordsRule, splitList } from '../forms/rules.ts';
import {
  contentBodyField,
  contentColumns,
  contentHeadFields,
  contentShape,
  contentToData,
  contentToForm,
  emptyContent,
  titleOf,
} from './contentFields.ts';
import { joined, str } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';

/** The rules of the contract's GuideCreate (GuideUpdate adds the id and removeImage). */
const schema = z.object({
  ...contentShape(WRITE),
  description: textRule(WRITE, 'description'),
  keywords: keywordsRule(WRITE),
  authorId: idRule(WRITE, 'authorId'),
  sortOrder: integerRule(WRITE, 'sortOrder'),
});

type Values = z.infer<typeof schema>;

export const guidesSection: SectionConfig = {
  key: 'guides',
  title: 'Guide',
  newTitle: 'Nuova guida',
  noun: 'guida',
  api: 'guides',
  deleteIn: 'guides',
  sorts: [
    { value: 'sortOrder:asc', label: 'Ordine' },
    { value: 'publishedAt:desc', label: 'Più recenti' },
    { value: 'title:asc', label: 'Titolo A-Z' },
    { value: 'id:desc', label: 'Id decrescente' },
  ],
  columns: contentColumns,
  nameOf: titleOf,
  form: {
    image: true,
    slugFrom: 'title',
    schema,
    fields: [
      ...contentHeadFields,
      { name: 'description', label: 'Descrizione', kind: 'textarea', wide: true },
      { name: 'keywords', label: 'Parole chiave (separate da virgola)', kind: 'text' },
      { name: 'authorId', label: 'Autore', kind: 'picker', picker: 'author' },
      { name: 'sortOrder', label: 'Ordine', kind: 'number' },
      contentBodyField,
    ],
    empty: () => ({ ...emptyContent(), description: '', keywords: '', authorId: '', sortOrder: '0' }),
    toForm: (row) => ({
      ...contentToForm(row),
      description: str(row, 'description'),
      keywords: joined(row, 'keywords', ', '),
      authorId: str(row, 'authorId'),
      sortOrder: str(row, 'sortOrder'),
    }),
    toData: (form: FormValues) => {
      const values = form as Values;
      return {
        ...contentToData(form),
        description: values.description.trim(),
        keywords: splitList(values.keywords, ','),
        authorId: idOrNull(values.authorId),
        sortOrder: Number(values.sortOrder),
      };
    },
  },
};

import { z } from 'zod';
import { GuideCreate as WRITE } from '@pallone/contract';
import { idRule, integerRule, textRule } from '../forms/contractRules.ts';
import { idOrNull, keywordsRule, splitList } from '../forms/rules.ts';
import { contentSection, contentShape } from './contentFields.ts';
import { joined, str } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

/** The rules of the contract's GuideCreate (GuideUpdate adds the id and removeImage). */
const schema = z.object({
  ...contentShape(WRITE),
  description: textRule(WRITE, 'description'),
  keywords: keywordsRule(WRITE),
  authorId: idRule(WRITE, 'authorId'),
  sortOrder: integerRule(WRITE, 'sortOrder'),
});

type Values = z.infer<typeof schema>;

export const guidesSection: SectionConfig = contentSection({
  key: 'guides',
  title: 'Guide',
  newTitle: 'Nuova guida',
  noun: 'guida',
  api: 'guides',
  deleteIn: 'guides',
  sorts: [SORT_BY.order, SORT_BY.newest, SORT_BY.titleAZ, SORT_BY.idDesc],
  schema,
  fields: [
    { name: 'description', label: 'Descrizione', kind: 'textarea', wide: true },
    { name: 'keywords', label: 'Parole chiave (separate da virgola)', kind: 'text' },
    { name: 'authorId', label: 'Autore', kind: 'picker', picker: 'author' },
    { name: 'sortOrder', label: 'Ordine', kind: 'number' },
  ],
  empty: () => ({ description: '', keywords: '', authorId: '', sortOrder: '0' }),
  toForm: (row) => ({
    description: str(row, 'description'),
    keywords: joined(row, 'keywords', ', '),
    authorId: str(row, 'authorId'),
    sortOrder: str(row, 'sortOrder'),
  }),
  toData: (form: FormValues) => {
    const values = form as Values;
    return {
      description: values.description.trim(),
      keywords: splitList(values.keywords, ','),
      authorId: idOrNull(values.authorId),
      sortOrder: Number(values.sortOrder),
    };
  },
});

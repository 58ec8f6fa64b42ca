import { z } from 'zod';
import { LandingCreate as WRITE } from '@pallone/contract';
import { listRule, textRule } from '../forms/contractRules.ts';
import { keywordsRule, splitList } from '../forms/rules.ts';
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
import { bool, joined, str } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';

const lines = (value: string) => splitList(value, /\r?\n/);

/** The rules of the contract's LandingCreate (SEO metadata included; LandingUpdate adds the id). */
const schema = z.object({
  ...contentShape(WRITE),
  seoTitle: textRule(WRITE, 'seoTitle'),
  seoDescription: textRule(WRITE, 'seoDescription'),
  seoKeywords: keywordsRule(WRITE, 'seoKeywords'),
  seoIndex: z.boolean(),
  seoFollow: z.boolean(),
  seoCanonicals: listRule(WRITE, 'seoCanonicals', /\r?\n/, {
    tooMany: (max) => `Al massimo ${max} indirizzi canonici`,
    badItem: () => 'Un indirizzo per riga: https://… oppure /percorso',
  }),
});

type Values = z.infer<typeof schema>;

export const landingSection: SectionConfig = {
  key: 'landing',
  title: 'Landing',
  newTitle: 'Nuova landing',
  noun: 'landing',
  api: 'landings',
  deleteIn: 'landings',
  sorts: [
    { value: 'title:asc', label: 'Titolo A-Z' },
    { value: 'publishedAt:desc', label: 'Più recenti' },
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
      { name: 'seoTitle', label: 'Titolo SEO', kind: 'text' },
      { name: 'seoDescription', label: 'Descrizione SEO', kind: 'textarea', wide: true },
      { name: 'seoKeywords', label: 'Parole chiave SEO (separate da virgola)', kind: 'text' },
      { name: 'seoCanonicals', label: 'Url canonici (uno per riga)', kind: 'textarea' },
      { name: 'seoIndex', label: 'Indicizza (index)', kind: 'checkbox' },
      { name: 'seoFollow', label: 'Segui i link (follow)', kind: 'checkbox' },
      contentBodyField,
    ],
    empty: () => ({
      ...emptyContent(),
      seoTitle: '',
      seoDescription: '',
      seoKeywords: '',
      seoIndex: true,
      seoFollow: true,
      seoCanonicals: '',
    }),
    toForm: (row) => ({
      ...contentToForm(row),
      seoTitle: str(row, 'seoTitle'),
      seoDescription: str(row, 'seoDescription'),
      seoKeywords: joined(row, 'seoKeywords', ', '),
      seoIndex: bool(row, 'seoIndex'),
      seoFollow: bool(row, 'seoFollow'),
      seoCanonicals: joined(row, 'seoCanonicals', '\n'),
    }),
    toData: (form: FormValues) => {
      const values = form as Values;
      return {
        ...contentToData(form),
        seoTitle: values.seoTitle.trim(),
        seoDescription: values.seoDescription.trim(),
        seoKeywords: splitList(values.seoKeywords, ','),
        seoIndex: values.seoIndex,
        seoFollow: values.seoFollow,
        seoCanonicals: lines(values.seoCanonicals),
      };
    },
  },
};

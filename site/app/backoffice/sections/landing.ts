import { z } from 'zod';
import { LandingCreate as WRITE } from '@pallone/contract';
import { listRule, textRule } from '../forms/contractRules.ts';
import { keywordsRule, splitList } from '../forms/rules.ts';
import { contentSection, contentShape } from './contentFields.ts';
import { bool, joined, str } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

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

export const landingSection: SectionConfig = contentSection({
  key: 'landing',
  title: 'Landing',
  newTitle: 'Nuova landing',
  noun: 'landing',
  api: 'landings',
  deleteIn: 'landings',
  sorts: [SORT_BY.titleAZ, SORT_BY.newest, SORT_BY.idDesc],
  schema,
  fields: [
    { name: 'seoTitle', label: 'Titolo SEO', kind: 'text' },
    { name: 'seoDescription', label: 'Descrizione SEO', kind: 'textarea', wide: true },
    { name: 'seoKeywords', label: 'Parole chiave SEO (separate da virgola)', kind: 'text' },
    { name: 'seoCanonicals', label: 'Url canonici (uno per riga)', kind: 'textarea' },
    { name: 'seoIndex', label: 'Indicizza (index)', kind: 'checkbox' },
    { name: 'seoFollow', label: 'Segui i link (follow)', kind: 'checkbox' },
  ],
  empty: () => ({
    seoTitle: '',
    seoDescription: '',
    seoKeywords: '',
    seoIndex: true,
    seoFollow: true,
    seoCanonicals: '',
  }),
  toForm: (row) => ({
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
      seoTitle: values.seoTitle.trim(),
      seoDescription: values.seoDescription.trim(),
      seoKeywords: splitList(values.seoKeywords, ','),
      seoIndex: values.seoIndex,
      seoFollow: values.seoFollow,
      seoCanonicals: lines(values.seoCanonicals),
    };
  },
});

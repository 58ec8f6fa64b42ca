import { z } from 'zod';
import { BookmakerBonusCreate as WRITE } from '@pallone/contract';
import { idRule, integerRule, textRule } from '../forms/contractRules.ts';
import { slugRule } from '../forms/rules.ts';
import { bool, idColumn, str, textCell } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

const COLOR = 'Un colore esadecimale (es. #0d2b1c)';

/** The rules of the contract's BookmakerBonusCreate (BookmakerBonusUpdate adds only the id). */
const schema = z.object({
  bookmakerId: idRule(WRITE, 'bookmakerId'),
  name: textRule(WRITE, 'name'),
  pallonecomSlug: slugRule(WRITE),
  url: textRule(WRITE, 'url', 'Un indirizzo http:// o https://'),
  bonus: integerRule(WRITE, 'bonus'),
  extraIt: textRule(WRITE, 'extraIt'),
  extraEn: textRule(WRITE, 'extraEn'),
  conditionIt: textRule(WRITE, 'conditionIt'),
  conditionEn: textRule(WRITE, 'conditionEn'),
  backgroundColor: textRule(WRITE, 'backgroundColor', COLOR),
  fontColor: textRule(WRITE, 'fontColor', COLOR),
  showOnMobile: z.boolean(),
  showOnHome: z.boolean(),
  sortOrder: integerRule(WRITE, 'sortOrder'),
});

type Values = z.infer<typeof schema>;

const TEXTS = ['name', 'pallonecomSlug', 'url', 'extraIt', 'extraEn', 'conditionIt', 'conditionEn'] as const;

export const bookmakerBonusesSection: SectionConfig = {
  key: 'bookmaker-bonuses',
  title: 'Bonus bookmaker',
  newTitle: 'Nuovo bonus',
  noun: 'bonus',
  api: 'bookmakerBonuses',
  deleteIn: 'bookmakerBonuses',
  sorts: [SORT_BY.order, SORT_BY.nameAZ, { value: 'bonus:desc', label: 'Bonus più alto' }, SORT_BY.idDesc],
  columns: [
    idColumn,
    { label: 'Nome', value: textCell('name') },
    { label: 'Bonus (€)', value: textCell('bonus') },
    { label: 'Url', value: textCell('url') },
  ],
  nameOf: (row) => str(row, 'name'),
  form: {
    image: true,
    slugFrom: 'name',
    schema,
    fields: [
      { name: 'name', label: 'Nome', kind: 'text' },
      { name: 'pallonecomSlug', label: 'Slug', kind: 'text' },
      { name: 'bookmakerId', label: 'Bookmaker', kind: 'picker', picker: 'bookmaker', required: true },
      { name: 'url', label: 'Url', kind: 'text', placeholder: 'https://' },
      { name: 'bonus', label: 'Bonus (€)', kind: 'number' },
      { name: 'sortOrder', label: 'Ordine', kind: 'number' },
      { name: 'extraIt', label: 'Extra (italiano)', kind: 'text' },
      { name: 'extraEn', label: 'Extra (inglese)', kind: 'text' },
      { name: 'conditionIt', label: 'Condizioni (italiano)', kind: 'textarea', wide: true },
      { name: 'conditionEn', label: 'Condizioni (inglese)', kind: 'textarea', wide: true },
      { name: 'backgroundColor', label: 'Colore di sfondo', kind: 'text', placeholder: '#0d2b1c' },
      { name: 'fontColor', label: 'Colore del testo', kind: 'text', placeholder: '#ffffff' },
      { name: 'showOnMobile', label: 'Mostra su mobile', kind: 'checkbox' },
      { name: 'showOnHome', label: 'Mostra in home', kind: 'checkbox' },
    ],
    empty: () => ({
      ...Object.fromEntries(TEXTS.map((key) => [key, ''])),
      bookmakerId: '',
      bonus: '0',
      backgroundColor: '#0d2b1c',
      fontColor: '#ffffff',
      showOnMobile: false,
      showOnHome: false,
      sortOrder: '0',
    }),
    toForm: (row) => ({
      ...Object.fromEntries(TEXTS.map((key) => [key, str(row, key)])),
      bookmakerId: str(row, 'bookmakerId'),
      bonus: str(row, 'bonus'),
      backgroundColor: str(row, 'backgroundColor'),
      fontColor: str(row, 'fontColor'),
      showOnMobile: bool(row, 'showOnMobile'),
      showOnHome: bool(row, 'showOnHome'),
      sortOrder: str(row, 'sortOrder'),
    }),
    toData: (form: FormValues) => {
      const values = form as Values;
      return {
        ...Object.fromEntries(TEXTS.map((key) => [key, values[key].trim()])),
        bookmakerId: Number(values.bookmakerId),
        bonus: Number(values.bonus),
        backgroundColor: values.backgroundColor.trim(),
        fontColor: values.fontColor.trim(),
        showOnMobile: values.showOnMobile,
        showOnHome: values.showOnHome,
        sortOrder: Number(values.sortOrder),
      };
    },
  },
};

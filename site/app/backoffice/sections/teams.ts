import { z } from 'zod';
import { TeamUpdate as WRITE } from '@pallone/contract';
import { textRule } from '../forms/contractRules.ts';
import { textOrNull } from '../forms/rules.ts';
import { idColumn, NAME_FIELDS, slugColumn, str, textCell } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

const TEXTS = ['nameIt', 'nameEn', 'shortName', 'city', 'stadium'] as const;

/** The rules of the contract's TeamUpdate: every text optional (nullable), empty sent as null. */
const schema = z.object(Object.fromEntries(TEXTS.map((name) => [name, textRule(WRITE, name)])));

export const teamsSection: SectionConfig = {
  key: 'teams',
  title: 'Squadre',
  noun: 'squadra',
  api: 'teams',
  sorts: [
    SORT_BY.nameAZ,
    { value: 'name:desc', label: 'Nome Z-A' },
    { value: 'city:asc', label: 'Città A-Z' },
    SORT_BY.idAsc,
  ],
  columns: [
    idColumn,
    { label: 'Nome', value: textCell('name') },
    { label: 'Città', value: textCell('city') },
    slugColumn,
  ],
  nameOf: (row) => str(row, 'name'),
  form: {
    image: true,
    schema,
    fields: [
      ...NAME_FIELDS,
      { name: 'shortName', label: 'Nome breve', kind: 'text' },
      { name: 'city', label: 'Città', kind: 'text' },
      { name: 'stadium', label: 'Stadio', kind: 'text' },
    ],
    empty: () => Object.fromEntries(TEXTS.map((name) => [name, ''])),
    toForm: (row) => Object.fromEntries(TEXTS.map((name) => [name, str(row, name)])),
    toData: (values: FormValues) =>
      Object.fromEntries(TEXTS.map((name) => [name, textOrNull(String(values[name]))])),
  },
};

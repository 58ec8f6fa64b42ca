import { z } from 'zod';
import { optional, textOrNull } from '../forms/rules.ts';
import { str, textCell } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';

/** TeamUpdate of packages/contract/src/backofficeTeams.ts: every text optional, empty sent as null. */
const schema = z.object({
  nameIt: optional(120),
  nameEn: optional(120),
  shortName: optional(60),
  city: optional(120),
  stadium: optional(160),
});

type Values = z.infer<typeof schema>;

export const teamsSection: SectionConfig = {
  key: 'teams',
  title: 'Squadre',
  noun: 'squadra',
  api: 'teams',
  sorts: [
    { value: 'name:asc', label: 'Nome A-Z' },
    { value: 'name:desc', label: 'Nome Z-A' },
    { value: 'city:asc', label: 'Città A-Z' },
    { value: 'id:asc', label: 'Id crescente' },
  ],
  columns: [
    { label: 'Id', value: textCell('id') },
    { label: 'Nome', value: textCell('name') },
    { label: 'Città', value: textCell('city') },
    { label: 'Slug', value: textCell('pallonecomSlug') },
  ],
  nameOf: (row) => str(row, 'name'),
  form: {
    image: true,
    schema,
    fields: [
      { name: 'nameIt', label: 'Nome (italiano)', kind: 'text' },
      { name: 'nameEn', label: 'Nome (inglese)', kind: 'text' },
      { name: 'shortName', label: 'Nome breve', kind: 'text' },
      { name: 'city', label: 'Città', kind: 'text' },
      { name: 'stadium', label: 'Stadio', kind: 'text' },
    ],
    empty: () => ({ nameIt: '', nameEn: '', shortName: '', city: '', stadium: '' }),
    toForm: (row) => ({
      nameIt: str(row, 'nameIt'),
      nameEn: str(row, 'nameEn'),
      shortName: str(row, 'shortName'),
      city: str(row, 'city'),
      stadium: str(row, 'stadium'),
    }),
    toData: (form: FormValues) => {
      const values = form as Values;
      return {
        nameIt: textOrNull(values.nameIt),
        nameEn: textOrNull(values.nameEn),
        shortName: textOrNull(values.shortName),
        city: textOrNull(values.city),
        stadium: textOrNull(values.stadium),
      };
    },
  },
};

import { z } from 'zod';
import { CompetitionUpdate as WRITE } from '@pallone/contract';
import { textRule } from '../forms/contractRules.ts';
import { idColumn, NAME_FIELDS, slugColumn, str, textCell } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

/** The rules of the contract's CompetitionUpdate: the names in both languages. */
const schema = z.object({ nameIt: textRule(WRITE, 'nameIt'), nameEn: textRule(WRITE, 'nameEn') });

export const competitionsSection: SectionConfig = {
  key: 'competitions',
  title: 'Competizioni',
  noun: 'competizione',
  api: 'competitions',
  sorts: [
    { value: 'nameIt:asc', label: 'Nome A-Z' },
    { value: 'nameEn:asc', label: 'Nome inglese A-Z' },
    { value: 'code:asc', label: 'Codice' },
    SORT_BY.idAsc,
  ],
  columns: [
    idColumn,
    { label: 'Nome', value: textCell('nameIt') },
    { label: 'Codice', value: textCell('code') },
    slugColumn,
  ],
  nameOf: (row) => str(row, 'nameIt'),
  form: {
    image: true,
    schema,
    fields: [...NAME_FIELDS],
    empty: () => ({ nameIt: '', nameEn: '' }),
    toForm: (row) => ({ nameIt: str(row, 'nameIt'), nameEn: str(row, 'nameEn') }),
    toData: (values: FormValues) => ({
      nameIt: String(values.nameIt).trim(),
      nameEn: String(values.nameEn).trim(),
    }),
  },
};

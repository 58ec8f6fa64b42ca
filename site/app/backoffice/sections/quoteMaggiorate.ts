import { z } from 'zod';
import { parseDateField } from '../forms/dates.ts';
import { BonusQuotaCreate as WRITE, SELECTIONS_OF_MARKET } from '@pallone/contract';
import { decimalRule, enumRule, idRule } from '../forms/contractRules.ts';
import { instant, toInstant, toNumber } from '../forms/rules.ts';
import { dateCell, idColumn, localDate, str, textCell } from './rowValues.ts';
import type { FormValues, SectionConfig } from './sectionTypes.ts';
import { SORT_BY } from './sectionSorts.ts';

const SELECTIONS: Record<string, readonly string[]> = SELECTIONS_OF_MARKET;
const odds = (name: string) =>
  decimalRule(WRITE, name, 'Una quota decimale (es. 2.50)', 'Una quota maggiore di 1');

/** The rules of the contract's BonusQuotaCreate and of the server's cross-field checks, each naming its field. */
const schema = z
  .object({
    bookmakerId: idRule(WRITE, 'bookmakerId'),
    matchId: idRule(WRITE, 'matchId'),
    market: enumRule(WRITE, 'market'),
    selection: enumRule(WRITE, 'selection'),
    usualOdds: odds('usualOdds'),
    boostedOdds: odds('boostedOdds'),
    validFrom: instant,
    validTo: instant,
  })
  .superRefine((values, context) => {
    const allowed = SELECTIONS[values.market] ?? [];
    if (!allowed.includes(values.selection))
      context.addIssue({
        code: 'custom',
        path: ['selection'],
        message: `Per questo mercato: ${allowed.join(', ')}`,
      });
    if (!(toNumber(values.boostedOdds) > toNumber(values.usualOdds)))
      context.addIssue({
        code: 'custom',
        path: ['boostedOdds'],
        message: 'La quota maggiorata deve superare la quota abituale',
      });
    const from = parseDateField(values.validFrom);
    const to = parseDateField(values.validTo);
    if (from && to && !(to > from))
      context.addIssue({ code: 'custom', path: ['validTo'], message: 'Deve essere dopo "Valida dal"' });
  });

type Values = z.infer<typeof schema>;

const option = (value: string, label = value) => ({ value, label });

export const quoteMaggiorateSection: SectionConfig = {
  key: 'quote-maggiorate',
  title: 'Quote maggiorate',
  newTitle: 'Nuova quota maggiorata',
  noun: 'quota maggiorata',
  api: 'bonusQuota',
  deleteIn: 'bonusQuota',
  sorts: [
    { value: 'validTo:desc', label: 'Scadenza più lontana' },
    { value: 'validFrom:desc', label: 'Inizio più recente' },
    { value: 'boostedOdds:desc', label: 'Quota più alta' },
    { value: 'matchDate:desc', label: 'Partita più recente' },
    SORT_BY.idDesc,
  ],
  columns: [
    idColumn,
    { label: 'Bookmaker', value: textCell('bookmakerName') },
    { label: 'Partita', value: textCell('matchLabel') },
    { label: 'Quota', value: (row) => `${str(row, 'usualOdds')} → ${str(row, 'boostedOdds')}` },
    { label: 'Valida fino al', value: dateCell('validTo') },
  ],
  nameOf: (row) => `${str(row, 'bookmakerName')}: ${str(row, 'matchLabel')}`,
  form: {
    image: false,
    schema,
    fields: [
      { name: 'bookmakerId', label: 'Bookmaker', kind: 'picker', picker: 'bookmaker', required: true },
      { name: 'matchId', label: 'Partita', kind: 'picker', picker: 'match', required: true, wide: true },
      {
        name: 'market',
        label: 'Mercato',
        kind: 'select',
        options: [
          option('1x2', '1X2'),
          option('over-under-2.5', 'Over/Under 2,5'),
          option('btts', 'Goal/No goal'),
        ],
      },
      {
        name: 'selection',
        label: 'Esito',
        kind: 'select',
        options: ['1', 'X', '2', 'over', 'under', 'yes', 'no'].map((value) => option(value)),
      },
      { name: 'usualOdds', label: 'Quota abituale', kind: 'number', placeholder: '2.10' },
      { name: 'boostedOdds', label: 'Quota maggiorata', kind: 'number', placeholder: '2.50' },
      { name: 'validFrom', label: 'Valida dal', kind: 'datetime' },
      { name: 'validTo', label: 'Valida fino al', kind: 'datetime' },
    ],
    empty: () => ({
      bookmakerId: '',
      matchId: '',
      market: '1x2',
      selection: '1',
      usualOdds: '',
      boostedOdds: '',
      validFrom: '',
      validTo: '',
    }),
    toForm: (row) => ({
      bookmakerId: str(row, 'bookmakerId'),
      matchId: str(row, 'matchId'),
      market: str(row, 'market'),
      selection: str(row, 'selection'),
      usualOdds: str(row, 'usualOdds'),
      boostedOdds: str(row, 'boostedOdds'),
      validFrom: localDate(row, 'validFrom'),
      validTo: localDate(row, 'validTo'),
    }),
    toData: (form: FormValues) => {
      const values = form as Values;
      return {
        bookmakerId: Number(values.bookmakerId),
        matchId: Number(values.matchId),
        market: values.market,
        selection: values.selection,
        usualOdds: toNumber(values.usualOdds),
        boostedOdds: toNumber(values.boostedOdds),
        validFrom: toInstant(values.validFrom),
        validTo: toInstant(values.validTo),
      };
    },
  },
};

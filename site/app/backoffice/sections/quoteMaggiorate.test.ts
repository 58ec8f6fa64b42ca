import { describe, expect, it } from 'vitest';
import { quoteMaggiorateSection } from './quoteMaggiorate.ts';

const { schema, toData } = quoteMaggiorateSection.form;
const valid = {
  bookmakerId: '1',
  matchId: '100',
  market: 'over-under-2.5',
  selection: 'over',
  usualOdds: '1,90',
  boostedOdds: '2.50',
  validFrom: '2026-01-10T10:00',
  validTo: '2026-01-11T10:00',
};
const problems = (values: Record<string, string>) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('boosted odds rules (routes/backoffice/bonusQuotaRules.ts)', () => {
  it('accepts a valid offer and sends numbers and instants', () => {
    expect(problems(valid)).toEqual([]);
    expect(toData(valid)).toMatchObject({ bookmakerId: 1, matchId: 100, usualOdds: 1.9, boostedOdds: 2.5 });
  });

  it('names the field of each broken rule', () => {
    expect(problems({ ...valid, selection: 'X' })).toEqual(['selection']);
    expect(problems({ ...valid, boostedOdds: '1.80' })).toEqual(['boostedOdds']);
    expect(problems({ ...valid, usualOdds: '1' })).toContain('usualOdds');
    expect(problems({ ...valid, validTo: '2026-01-09T10:00' })).toEqual(['validTo']);
  });
});

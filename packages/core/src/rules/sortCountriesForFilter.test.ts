import { describe, expect, it } from 'vitest';
import { sortCountriesForFilter, type CountryFilterEntry } from './sortCountriesForFilter.ts';

const names = (entries: CountryFilterEntry<{ name: string }>[]) =>
  entries.map((e) => (e.kind === 'separator' ? '---' : e.country.name));

describe('sortCountriesForFilter', () => {
  it('puts the leading countries first, then a separator, then the rest alphabetically', () => {
    const input = [
      'Svezia',
      'FIFA',
      'Belgio',
      'Paesi Bassi',
      'UEFA',
      'Portogallo',
      'Austria',
      'Francia',
      'Germania',
      'Spagna',
      'Inghilterra',
      'Italia',
      'Ecuador',
    ].map((name) => ({ name }));
    expect(names(sortCountriesForFilter(input))).toEqual([
      'Italia',
      'Inghilterra',
      'Spagna',
      'Germania',
      'Francia',
      'Portogallo',
      'Paesi Bassi',
      'UEFA',
      'FIFA',
      '---',
      'Austria',
      'Belgio',
      'Ecuador',
      'Svezia',
    ]);
  });

  it('marks the separator disabled', () => {
    const entries = sortCountriesForFilter([{ name: 'Italia' }, { name: 'Belgio' }]);
    expect(entries[1]).toMatchObject({ kind: 'separator', disabled: true });
  });

  it('knows the English names too', () => {
    expect(
      names(sortCountriesForFilter([{ name: 'Spain' }, { name: 'Belgium' }, { name: 'Italy' }])),
    ).toEqual(['Italy', 'Spain', '---', 'Belgium']);
  });

  it('leaves out the separator when one side is empty', () => {
    expect(names(sortCountriesForFilter([{ name: 'Spagna' }, { name: 'Italia' }]))).toEqual([
      'Italia',
      'Spagna',
    ]);
    expect(names(sortCountriesForFilter([{ name: 'Cile' }, { name: 'Belgio' }]))).toEqual(['Belgio', 'Cile']);
    expect(sortCountriesForFilter([])).toEqual([]);
  });

  it('keeps the whole record', () => {
    const italia = { name: 'Italia', image: { path: '/it.png' } };
    expect(sortCountriesForFilter([italia])[0]).toEqual({ kind: 'country', country: italia });
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalCountryCode, countryInfo } from './countries.ts';
import { countryCodeForTeamName } from './nationalTeamNames.ts';

describe('countryInfo', () => {
  it.each([
    ['ITA', { code: 'ITA', nameIt: 'Italia', nameEn: 'Italy', flagEmoji: '🇮🇹', slug: 'italia', iso2: 'IT' }],
    // Still answers for an unknown code.
    ['ZZZ', { code: 'ZZZ', nameIt: 'ZZZ', nameEn: 'ZZZ', flagEmoji: null, slug: 'zzz', iso2: null }],
  ])('describes %j exactly as %o', (code, info) => {
    expect(countryInfo(code)).toEqual(info);
  });

  it.each([
    // Italian and English names with the flag and slug.
    ['NED', { nameIt: 'Paesi Bassi', nameEn: 'Netherlands', slug: 'paesi-bassi' }],
    ['GER', { nameIt: 'Germania', flagEmoji: '🇩🇪' }],
    ['SUI', { nameIt: 'Svizzera', nameEn: 'Switzerland' }],
    // The British associations, Kosovo, Monaco and the confederations, by hand.
    ['ENG', { nameIt: 'Inghilterra', nameEn: 'England', slug: 'inghilterra' }],
    ['SCO', { nameIt: 'Scozia' }],
    ['WAL', { nameIt: 'Galles' }],
    ['NIR', { nameIt: 'Irlanda del Nord', flagEmoji: null }],
    ['KOS', { nameIt: 'Kosovo', nameEn: 'Kosovo' }],
    ['MCO', { nameEn: 'Monaco' }],
    ['UEFA', { nameIt: 'UEFA', slug: 'uefa' }],
    ['FIFA', { slug: 'fifa' }],
    ['WORLD', { nameIt: 'Mondo', nameEn: 'World', slug: 'mondo' }],
    // Other sources' codes, mapped to the data's.
    ['KVX', { code: 'KOS' }],
    ['nld', { code: 'NED', nameIt: 'Paesi Bassi' }],
  ])('describes %j with %o', (code, info) => {
    expect(countryInfo(code)).toMatchObject(info);
  });

  it("maps other sources' codes to the data's", () => {
    expect(canonicalCountryCode('KVX')).toBe('KOS');
  });
});

describe('countryCodeForTeamName', () => {
  it.each([
    ['USA', 'USA'],
    ['United States', 'USA'],
    ['South Korea', 'KOR'],
    ['Korea Republic', 'KOR'],
    ['Czech Republic', 'CZE'],
    ['Bosnia & Herzegovina', 'BIH'],
    ['Ivory Coast', 'CIV'],
    ['DR Congo', 'COD'],
    ['Curaçao', 'CUW'],
    ['England', 'ENG'],
    ['Italia', 'ITA'],
    ['W49', null],
  ])('reads the national-team spelling %j of the data as %s', (name, code) => {
    expect(countryCodeForTeamName(name)).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalCountryCode, countryInfo } from './countries.ts';
import { countryCodeForTeamName } from './nationalTeamNames.ts';

describe('countryInfo', () => {
  it('names countries in Italian and English with their flag and slug', () => {
    expect(countryInfo('ITA')).toEqual({
      code: 'ITA',
      nameIt: 'Italia',
      nameEn: 'Italy',
      flagEmoji: '🇮🇹',
      slug: 'italia',
      iso2: 'IT',
    });
    expect(countryInfo('NED')).toMatchObject({
      nameIt: 'Paesi Bassi',
      nameEn: 'Netherlands',
      slug: 'paesi-bassi',
    });
    expect(countryInfo('GER')).toMatchObject({ nameIt: 'Germania', flagEmoji: '🇩🇪' });
    expect(countryInfo('SUI')).toMatchObject({ nameIt: 'Svizzera', nameEn: 'Switzerland' });
  });
  it('handles the British associations, Kosovo, Monaco and the confederations by hand', () => {
    expect(countryInfo('ENG')).toMatchObject({
      nameIt: 'Inghilterra',
      nameEn: 'England',
      slug: 'inghilterra',
    });
    expect(countryInfo('SCO').nameIt).toBe('Scozia');
    expect(countryInfo('WAL').nameIt).toBe('Galles');
    expect(countryInfo('NIR')).toMatchObject({ nameIt: 'Irlanda del Nord', flagEmoji: null });
    expect(countryInfo('KOS')).toMatchObject({ nameIt: 'Kosovo', nameEn: 'Kosovo' });
    expect(countryInfo('MCO').nameEn).toBe('Monaco');
    expect(countryInfo('UEFA')).toMatchObject({ nameIt: 'UEFA', slug: 'uefa' });
    expect(countryInfo('FIFA').slug).toBe('fifa');
    expect(countryInfo('WORLD')).toMatchObject({ nameIt: 'Mondo', nameEn: 'World', slug: 'mondo' });
  });
  it("maps other sources' codes to the data's", () => {
    expect(canonicalCountryCode('KVX')).toBe('KOS');
    expect(countryInfo('KVX').code).toBe('KOS');
    expect(countryInfo('nld')).toMatchObject({ code: 'NED', nameIt: 'Paesi Bassi' });
  });
  it('still answers for an unknown code', () => {
    expect(countryInfo('ZZZ')).toEqual({
      code: 'ZZZ',
      nameIt: 'ZZZ',
      nameEn: 'ZZZ',
      flagEmoji: null,
      slug: 'zzz',
      iso2: null,
    });
  });
});

describe('countryCodeForTeamName', () => {
  it('reads the national-team spellings of the data', () => {
    expect(countryCodeForTeamName('USA')).toBe('USA');
    expect(countryCodeForTeamName('United States')).toBe('USA');
    expect(countryCodeForTeamName('South Korea')).toBe('KOR');
    expect(countryCodeForTeamName('Korea Republic')).toBe('KOR');
    expect(countryCodeForTeamName('Czech Republic')).toBe('CZE');
    expect(countryCodeForTeamName('Bosnia & Herzegovina')).toBe('BIH');
    expect(countryCodeForTeamName('Ivory Coast')).toBe('CIV');
    expect(countryCodeForTeamName('DR Congo')).toBe('COD');
    expect(countryCodeForTeamName('Curaçao')).toBe('CUW');
    expect(countryCodeForTeamName('England')).toBe('ENG');
    expect(countryCodeForTeamName('Italia')).toBe('ITA');
    expect(countryCodeForTeamName('W49')).toBeNull();
  });
});

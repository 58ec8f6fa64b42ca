/**
 * National-team names → country code. The match files and squads name national teams in English
 * (`USA`, `South Korea`, `Czech Republic`, `Bosnia & Herzegovina` …); other feeds use FIFA's or Intl's spellings.
 */
import { normalizeSearch } from '../text/normalizeSearch.ts';
import { countryInfo, knownCountryCodes } from './countries.ts';

/** Spellings that neither Intl nor our overrides produce. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  USA: 'USA',
  'United States of America': 'USA',
  'Korea Republic': 'KOR',
  'Republic of Korea': 'KOR',
  'Korea DPR': 'PRK',
  'IR Iran': 'IRN',
  Czechia: 'CZE',
  Türkiye: 'TUR',
  'Bosnia & Herzegovina': 'BIH',
  'Bosnia-Herzegovina': 'BIH',
  'Congo DR': 'COD',
  'DR Congo': 'COD',
  'Cabo Verde': 'CPV',
  "Cote d'Ivoire": 'CIV',
  "Côte d'Ivoire": 'CIV',
  Ireland: 'IRL',
  'China PR': 'CHN',
  'North Macedonia': 'MKD',
  Macedonia: 'MKD',
  Holland: 'NED',
  'The Gambia': 'GAM',
  Eswatini: 'SWZ',
  Swaziland: 'SWZ',
  'Kyrgyz Republic': 'KGZ',
};

let index: Map<string, string> | null = null;

function buildIndex(): Map<string, string> {
  const map = new Map<string, string>();
  const add = (name: string, code: string) => {
    const key = normalizeSearch(name);
    if (key !== '' && !map.has(key)) map.set(key, code);
  };
  for (const [name, code] of Object.entries(EXTRA_NAMES)) add(name, code);
  for (const code of knownCountryCodes()) {
    if (code === 'UEFA' || code === 'FIFA' || code === 'WORLD') continue;
    const info = countryInfo(code);
    add(info.nameEn, code);
    add(info.nameIt, code);
    add(code, code);
  }
  return map;
}

/** The country code of a national team's name in English or Italian (any accents/case), or null. */
export function countryCodeForTeamName(name: string): string | null {
  index ??= buildIndex();
  return index.get(normalizeSearch(name)) ?? null;
}

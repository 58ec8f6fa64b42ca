/**
 * The country table of the data: FIFA-style three-letter codes (ITA, ENG, ESP …) plus the confederations `UEFA`
 * and `FIFA` and `WORLD` (no country). Names in Italian and English come from Intl.DisplayNames through the
 * ISO-2 map, with football spellings and the four British associations by hand.
 */
import { slugify } from '../text/slugify.ts';
import { FIFA_TO_ISO2 } from './fifaCodes.ts';

export interface CountryInfo {
  /** FIFA-style code as used by the data, or UEFA / FIFA / WORLD. */
  code: string;
  nameIt: string;
  nameEn: string;
  flagEmoji: string | null;
  /** slugify(nameIt): `italia`, `paesi-bassi`, `uefa`, `mondo`. */
  slug: string;
  iso2: string | null;
}

interface HandEntry {
  nameIt: string;
  nameEn: string;
  flagEmoji: string | null;
}

/** Codes without an ISO 3166 country, and football spellings that differ from Intl's. */
const BY_HAND: Readonly<Record<string, HandEntry>> = {
  ENG: {
    nameIt: 'Inghilterra',
    nameEn: 'England',
    flagEmoji: '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
  },
  SCO: {
    nameIt: 'Scozia',
    nameEn: 'Scotland',
    flagEmoji: '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
  },
  WAL: {
    nameIt: 'Galles',
    nameEn: 'Wales',
    flagEmoji: '🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}',
  },
  NIR: { nameIt: 'Irlanda del Nord', nameEn: 'Northern Ireland', flagEmoji: null },
  KOS: { nameIt: 'Kosovo', nameEn: 'Kosovo', flagEmoji: '🇽🇰' },
  UEFA: { nameIt: 'UEFA', nameEn: 'UEFA', flagEmoji: '🇪🇺' },
  FIFA: { nameIt: 'FIFA', nameEn: 'FIFA', flagEmoji: '🌍' },
  WORLD: { nameIt: 'Mondo', nameEn: 'World', flagEmoji: '🌍' },
};

const NAME_OVERRIDES: Readonly<Record<string, { nameIt?: string; nameEn?: string }>> = {
  COD: { nameIt: 'RD del Congo', nameEn: 'DR Congo' },
  CGO: { nameIt: 'Congo', nameEn: 'Congo' },
  CIV: { nameIt: "Costa d'Avorio", nameEn: 'Ivory Coast' },
  CZE: { nameIt: 'Repubblica Ceca', nameEn: 'Czech Republic' },
  TUR: { nameEn: 'Turkey' },
  BIH: { nameEn: 'Bosnia and Herzegovina' },
  PLE: { nameIt: 'Palestina', nameEn: 'Palestine' },
  MAC: { nameIt: 'Macao', nameEn: 'Macau' },
  HKG: { nameIt: 'Hong Kong', nameEn: 'Hong Kong' },
  TPE: { nameIt: 'Taipei Cinese', nameEn: 'Chinese Taipei' },
  MYA: { nameIt: 'Myanmar', nameEn: 'Myanmar' },
  IRL: { nameIt: 'Irlanda', nameEn: 'Republic of Ireland' },
  FRO: { nameIt: 'Isole Fær Øer' },
  SKN: { nameEn: 'Saint Kitts and Nevis' },
  VIN: { nameEn: 'Saint Vincent and the Grenadines' },
  ATG: { nameEn: 'Antigua and Barbuda' },
  TRI: { nameEn: 'Trinidad and Tobago' },
  STP: { nameEn: 'São Tomé and Príncipe' },
};

/** Other sources' codes for the same country (ISO alpha-3, IOC): mapped to the data's FIFA-style code. */
// prettier-ignore
const CODE_ALIASES: Readonly<Record<string, string>> = {
  KVX: 'KOS', XKX: 'KOS', IRI: 'IRN', SAU: 'KSA', NLD: 'NED', DEU: 'GER', CHE: 'SUI', PRT: 'POR', HRV: 'CRO',
  DNK: 'DEN', GRC: 'GRE', BGR: 'BUL', ZAF: 'RSA', URY: 'URU', PRY: 'PAR', CRI: 'CRC',
};

/** The data's code for a country code from any source (`KVX` → `KOS`, `NLD` → `NED`), upper-cased. */
export function canonicalCountryCode(code: string): string {
  const key = code.trim().toUpperCase();
  return CODE_ALIASES[key] ?? key;
}

const displayIt = new Intl.DisplayNames('it', { type: 'region' });
const displayEn = new Intl.DisplayNames('en', { type: 'region' });

function flagOf(iso2: string): string {
  return String.fromCodePoint(...[...iso2].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const cache = new Map<string, CountryInfo>();

/** Everything known about a country code; an unknown code still gets a row named after the code. */
export function countryInfo(code: string): CountryInfo {
  const key = canonicalCountryCode(code);
  const cached = cache.get(key);
  if (cached) return cached;
  const hand = BY_HAND[key];
  const iso2 = FIFA_TO_ISO2[key] ?? null;
  let info: CountryInfo;
  if (hand) {
    info = { code: key, ...hand, slug: slugify(hand.nameIt), iso2: key === 'KOS' ? 'XK' : null };
  } else if (iso2) {
    const override = NAME_OVERRIDES[key] ?? {};
    const nameIt = override.nameIt ?? displayIt.of(iso2) ?? key;
    const nameEn = override.nameEn ?? displayEn.of(iso2) ?? key;
    info = { code: key, nameIt, nameEn, flagEmoji: flagOf(iso2), slug: slugify(nameIt), iso2 };
  } else {
    info = { code: key, nameIt: key, nameEn: key, flagEmoji: null, slug: slugify(key), iso2: null };
  }
  cache.set(key, info);
  return info;
}

/** Every code this table knows by name (FIFA members, a few non-members, the British associations, UEFA/FIFA/WORLD). */
export function knownCountryCodes(): string[] {
  return [...new Set([...Object.keys(BY_HAND), ...Object.keys(FIFA_TO_ISO2)])].sort();
}

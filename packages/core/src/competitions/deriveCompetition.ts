/**
 * A competition that is not in the catalog still imports: names, country, type and slug come from the
 * data's competitions.json entry when there is one, else from the code (`xx.1` → country from `xx`).
 * The id is not derived here: the importer gives the next free id ≥ UNSEEN_COMPETITION_MIN_ID.
 */
import { slugify } from '../text/slugify.ts';
import type { CatalogCompetition, CompetitionType } from './catalog.ts';
import { countryInfo } from './countries.ts';
import { FIFA_TO_ISO2 } from './fifaCodes.ts';

/** What competitions.json may say about a competition (all optional). */
export interface CompetitionMetadata {
  name?: string | null;
  nameIt?: string | null;
  country?: string | null;
  /** competitions.json types: league | club_cup | national_team_cup (or already cup / international). */
  type?: string | null;
}

/** openfootball prefixes that are not ISO 3166 alpha-2 codes. */
// prettier-ignore
const PREFIX_COUNTRY: Readonly<Record<string, string>> = {
  en: 'ENG', eng: 'ENG', sco: 'SCO', wal: 'WAL', nir: 'NIR', uefa: 'UEFA', fifa: 'FIFA', concacaf: 'WORLD',
  conmebol: 'WORLD', caf: 'WORLD', afc: 'WORLD',
};

/** A kick-off zone per country for leagues that are not in the catalog (Europe/Rome when unknown). */
// prettier-ignore
const COUNTRY_TIME_ZONE: Readonly<Record<string, string>> = {
  ENG: 'Europe/London', SCO: 'Europe/London', WAL: 'Europe/London', NIR: 'Europe/London', IRL: 'Europe/Dublin',
  POR: 'Europe/Lisbon', ISL: 'Atlantic/Reykjavik', FRO: 'Atlantic/Faroe', GRE: 'Europe/Athens',
  TUR: 'Europe/Istanbul', UKR: 'Europe/Kyiv', RUS: 'Europe/Moscow', ROU: 'Europe/Bucharest', BUL: 'Europe/Sofia',
  FIN: 'Europe/Helsinki', EST: 'Europe/Tallinn', LVA: 'Europe/Riga', LTU: 'Europe/Vilnius', CYP: 'Asia/Nicosia',
  ISR: 'Asia/Jerusalem', USA: 'America/New_York', MEX: 'America/Mexico_City', BRA: 'America/Sao_Paulo',
  ARG: 'America/Argentina/Buenos_Aires', JPN: 'Asia/Tokyo', KOR: 'Asia/Seoul', CHN: 'Asia/Shanghai',
  AUS: 'Australia/Sydney', KSA: 'Asia/Riyadh', QAT: 'Asia/Qatar', UAE: 'Asia/Dubai', RSA: 'Africa/Johannesburg',
  EGY: 'Africa/Cairo', MAR: 'Africa/Casablanca',
};

function countryFromCode(code: string): string {
  const prefix = code.split('.')[0]?.toLowerCase() ?? '';
  const byHand = PREFIX_COUNTRY[prefix];
  if (byHand) return byHand;
  if (prefix.length === 2) {
    const iso2 = prefix.toUpperCase();
    const fifa = Object.entries(FIFA_TO_ISO2).find(([, value]) => value === iso2)?.[0];
    if (fifa) return fifa;
  }
  return 'WORLD';
}

function typeFrom(raw: string | null | undefined, code: string): CompetitionType {
  if (raw === 'national_team_cup' || raw === 'international') return 'international';
  if (raw === 'club_cup' || raw === 'cup') return 'cup';
  if (raw === 'league') return 'league';
  return /^[a-z]+\.\d+$/.test(code) ? 'league' : 'cup';
}

/** Everything but the id, for a code the catalog does not know. */
export function deriveCompetition(
  code: string,
  meta: CompetitionMetadata = {},
): Omit<CatalogCompetition, 'id'> {
  const countryCode = meta.country?.trim() ? meta.country.trim().toUpperCase() : countryFromCode(code);
  const type = typeFrom(meta.type, code);
  const fallbackName = code.toUpperCase();
  const nameEn = meta.name?.trim() || meta.nameIt?.trim() || fallbackName;
  const nameIt = meta.nameIt?.trim() || nameEn;
  const country = countryInfo(countryCode);
  const prefix = countryCode === 'UEFA' ? 'europa' : countryCode === 'FIFA' ? 'mondo' : country.slug;
  return {
    code,
    slug: `${prefix}-${slugify(nameIt)}`,
    nameIt,
    nameEn,
    countryCode,
    type,
    tournament: type === 'international',
    timeZone: COUNTRY_TIME_ZONE[countryCode] ?? 'Europe/Rome',
  };
}

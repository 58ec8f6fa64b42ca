/**
 * The known competitions, with FIXED ids and slugs (SPEC §9 uses the ids: Serie A 68, Premier League 7 …).
 * Slugs are `{country}-{name}` in Italian; UEFA competitions use `europa-`, FIFA ones `mondo-`.
 * `timeZone` is the zone in which the source writes kick-off times (local time of the venue for domestic
 * leagues, CET/CEST for UEFA club competitions); `seasonTimeZones` overrides it for one season.
 * World Cup 2026 matches carry an explicit `timezone` ("UTC-6"), which always wins over the catalog.
 */

/** league | cup | international (national teams). */
export type CompetitionType = 'league' | 'cup' | 'international';

export interface CatalogCompetition {
  /** openfootball code: `it.1`, `uefa.cl`, `world` … */
  code: string;
  id: number;
  slug: string;
  nameIt: string;
  nameEn: string;
  /** Country table code: ITA, ENG …, or UEFA / FIFA / WORLD. */
  countryCode: string;
  type: CompetitionType;
  /** A tournament on neutral ground (Euro, World Cup, Club World Cup): every match is neutral. */
  tournament: boolean;
  /** IANA zone of the source's kick-off times. */
  timeZone: string;
  seasonTimeZones?: Readonly<Record<string, string>>;
}

/** The first id given to a competition that is not in the catalog. */
export const UNSEEN_COMPETITION_MIN_ID = 1000;

/** A domestic league: one name in both languages, kick-off times in the country's `timeZone`. */
function league(
  code: string,
  id: number,
  slug: string,
  name: string,
  countryCode: string,
  timeZone: string,
): CatalogCompetition {
  return {
    code,
    id,
    slug,
    nameIt: name,
    nameEn: name,
    countryCode,
    type: 'league',
    tournament: false,
    timeZone,
  };
}

/** A UEFA club competition: one name in both languages, kick-off times written in CET/CEST. */
function uefaClubCup(code: string, id: number, slug: string, name: string): CatalogCompetition {
  return { ...league(code, id, slug, name, 'UEFA', 'Europe/Rome'), type: 'cup' };
}

// prettier-ignore
export const COMPETITION_CATALOG: readonly CatalogCompetition[] = [
  league('it.1', 68, 'italia-serie-a', 'Serie A', 'ITA', 'Europe/Rome'),
  league('it.2', 69, 'italia-serie-b', 'Serie B', 'ITA', 'Europe/Rome'),
  league('en.1', 7, 'inghilterra-premier-league', 'Premier League', 'ENG', 'Europe/London'),
  league('es.1', 61, 'spagna-primera-division', 'Primera División', 'ESP', 'Europe/Madrid'),
  league('fr.1', 43, 'francia-ligue-1', 'Ligue 1', 'FRA', 'Europe/Paris'),
  league('de.1', 54, 'germania-bundesliga', 'Bundesliga', 'GER', 'Europe/Berlin'),
  league('pt.1', 145, 'portogallo-primeira-liga', 'Primeira Liga', 'POR', 'Europe/Lisbon'),
  league('nl.1', 73, 'paesi-bassi-eredivisie', 'Eredivisie', 'NED', 'Europe/Amsterdam'),
  uefaClubCup('uefa.cl', 12, 'europa-champions-league', 'UEFA Champions League'),
  uefaClubCup('uefa.el', 79, 'europa-europa-league', 'UEFA Europa League'),
  uefaClubCup('uefa.conf', 167, 'europa-conference-league', 'UEFA Conference League'),
  {
    code: 'euro', id: 158, slug: 'europa-campionato-europeo',
    nameIt: 'Campionato europeo UEFA', nameEn: 'UEFA European Championship',
    countryCode: 'UEFA', type: 'international', tournament: true, timeZone: 'Europe/Berlin',
    seasonTimeZones: { '2024': 'Europe/Berlin', '2028': 'Europe/London', '2032': 'Europe/Rome' },
  },
  {
    code: 'world', id: 184, slug: 'mondo-coppa-del-mondo', nameIt: 'Coppa del Mondo FIFA', nameEn: 'FIFA World Cup',
    countryCode: 'FIFA', type: 'international', tournament: true, timeZone: 'UTC',
    seasonTimeZones: { '2018': 'Europe/Moscow', '2022': 'Asia/Qatar', '2026': 'America/New_York' },
  },
  {
    code: 'fifa.cwc', id: 17, slug: 'mondo-coppa-del-mondo-per-club',
    nameIt: 'Coppa del Mondo per club FIFA', nameEn: 'FIFA Club World Cup',
    countryCode: 'FIFA', type: 'cup', tournament: true, timeZone: 'UTC',
    seasonTimeZones: { '2025': 'America/New_York' },
  },
];

const BY_CODE = new Map(COMPETITION_CATALOG.map((c) => [c.code, c]));

export function findCatalogCompetition(code: string): CatalogCompetition | undefined {
  return BY_CODE.get(code);
}

/** `uefa.cl.quali` is the qualifying phase of `uefa.cl`: same competition, same season. */
export function splitCompetitionCode(fileCode: string): { code: string; qualifying: boolean } {
  if (fileCode.endsWith('.quali')) return { code: fileCode.slice(0, -'.quali'.length), qualifying: true };
  return { code: fileCode, qualifying: false };
}

/** The zone of a competition season's kick-off times (a match's explicit `timezone` wins over this). */
export function competitionTimeZone(
  competition: Pick<CatalogCompetition, 'timeZone' | 'seasonTimeZones'>,
  season: string,
): string {
  return competition.seasonTimeZones?.[season] ?? competition.timeZone;
}

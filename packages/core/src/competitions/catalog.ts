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

// prettier-ignore
export const COMPETITION_CATALOG: readonly CatalogCompetition[] = [
  {
    code: 'it.1', id: 68, slug: 'italia-serie-a', nameIt: 'Serie A', nameEn: 'Serie A',
    countryCode: 'ITA', type: 'league', tournament: false, timeZone: 'Europe/Rome',
  },
  {
    code: 'it.2', id: 69, slug: 'italia-serie-b', nameIt: 'Serie B', nameEn: 'Serie B',
    countryCode: 'ITA', type: 'league', tournament: false, timeZone: 'Europe/Rome',
  },
  {
    code: 'en.1', id: 7, slug: 'inghilterra-premier-league', nameIt: 'Premier League', nameEn: 'Premier League',
    countryCode: 'ENG', type: 'league', tournament: false, timeZone: 'Europe/London',
  },
  {
    code: 'es.1', id: 61, slug: 'spagna-primera-division', nameIt: 'Primera División', nameEn: 'Primera División',
    countryCode: 'ESP', type: 'league', tournament: false, timeZone: 'Europe/Madrid',
  },
  {
    code: 'fr.1', id: 43, slug: 'francia-ligue-1', nameIt: 'Ligue 1', nameEn: 'Ligue 1',
    countryCode: 'FRA', type: 'league', tournament: false, timeZone: 'Europe/Paris',
  },
  {
    code: 'de.1', id: 54, slug: 'germania-bundesliga', nameIt: 'Bundesliga', nameEn: 'Bundesliga',
    countryCode: 'GER', type: 'league', tournament: false, timeZone: 'Europe/Berlin',
  },
  {
    code: 'pt.1', id: 145, slug: 'portogallo-primeira-liga', nameIt: 'Primeira Liga', nameEn: 'Primeira Liga',
    countryCode: 'POR', type: 'league', tournament: false, timeZone: 'Europe/Lisbon',
  },
  {
    code: 'nl.1', id: 73, slug: 'paesi-bassi-eredivisie', nameIt: 'Eredivisie', nameEn: 'Eredivisie',
    countryCode: 'NED', type: 'league', tournament: false, timeZone: 'Europe/Amsterdam',
  },
  {
    code: 'uefa.cl', id: 12, slug: 'europa-champions-league',
    nameIt: 'UEFA Champions League', nameEn: 'UEFA Champions League',
    countryCode: 'UEFA', type: 'cup', tournament: false, timeZone: 'Europe/Rome',
  },
  {
    code: 'uefa.el', id: 79, slug: 'europa-europa-league', nameIt: 'UEFA Europa League', nameEn: 'UEFA Europa League',
    countryCode: 'UEFA', type: 'cup', tournament: false, timeZone: 'Europe/Rome',
  },
  {
    code: 'uefa.conf', id: 167, slug: 'europa-conference-league',
    nameIt: 'UEFA Conference League', nameEn: 'UEFA Conference League',
    countryCode: 'UEFA', type: 'cup', tournament: false, timeZone: 'Europe/Rome',
  },
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

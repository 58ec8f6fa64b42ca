export {
  COMPETITION_CATALOG,
  competitionTimeZone,
  findCatalogCompetition,
  splitCompetitionCode,
  UNSEEN_COMPETITION_MIN_ID,
} from './catalog.ts';
export type { CatalogCompetition, CompetitionType } from './catalog.ts';
export { canonicalCountryCode, countryInfo, knownCountryCodes } from './countries.ts';
export type { CountryInfo } from './countries.ts';
export { deriveCompetition } from './deriveCompetition.ts';
export type { CompetitionMetadata } from './deriveCompetition.ts';
export { countryCodeForTeamName } from './nationalTeamNames.ts';

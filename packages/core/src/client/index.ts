export { AbortedError } from './AbortedError.ts';
export type { ApiClient, StandingsSeasonSelector, Venue } from './ApiClient.ts';
export type * from './answerTypes.ts';
export { ApiClientError } from './ApiClientError.ts';
export { ApiRequestError } from './ApiRequestError.ts';
export { buildUrl } from './buildUrl.ts';
export type { QueryValue } from './buildUrl.ts';
export {
  API_PREFIX,
  DEFAULT_TIMEOUT_MS,
  JWT_STORAGE_KEY,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './clientConstants.ts';
export {
  competitionBySlugQuery,
  competitionQuery,
  competitionSeasonIdQuery,
  competitionSeasonQuery,
  competitionsQuery,
  homeStandingsQuery,
  seasonsQuery,
  standingsQuery,
  standingsSeasonQuery,
} from './competitionQueries.ts';
export { createApiClient } from './createApiClient.ts';
export type { ApiClientOptions } from './createApiClient.ts';
export { createHttp } from './createHttp.ts';
export type { ApiRequest, Http, HttpMethod, HttpOptions, RequestOptions } from './createHttp.ts';
export { encodeBasicAuth } from './encodeBasicAuth.ts';
export type { AbortSignalLike, FetchLike, RequestInitLike, ResponseLike } from './fetchTypes.ts';
export { InvalidResponseError } from './InvalidResponseError.ts';
export { LIVE_REFETCH_MS, liveRefetchInterval } from './liveRefetchInterval.ts';
export type { MatchFilters } from './MatchFilters.ts';
export { getDaysWithMatchesAround } from './matchDays.ts';
export type { DaysWithMatchesAround } from './matchDays.ts';
export {
  homeLiveMatchesQuery,
  matchBySlugQuery,
  matchEventsQuery,
  matchesQuery,
  matchQuery,
  matchFormQuery,
  matchStatsQuery,
  predictionQuery,
} from './matchQueries.ts';
export { NetworkError } from './NetworkError.ts';
export type { PalloneQuery } from './PalloneQuery.ts';
export { playerBySlugQuery, playerQuery } from './playerQueries.ts';
export { queryKeys } from './queryKeys.ts';
export { readCookie } from './readCookie.ts';
export {
  searchCompetitionsQuery,
  searchMatchesQuery,
  searchPlayersQuery,
  searchTeamsQuery,
} from './searchQueries.ts';
export { teamBySlugQuery, teamComparisonQuery, teamQuery } from './teamQueries.ts';
export { TimeoutError } from './TimeoutError.ts';
export type * from './staffTypes.ts';
export type { StaffMethods } from './staffMethods.ts';
export type * from './staffAccountMethods.ts';
export { bookmakerBonusesQuery, homeBonusesQuery } from './bonusQueries.ts';
export type { BonusFlags } from './bonusQueries.ts';
export { searchNewsQuery } from './newsQueries.ts';

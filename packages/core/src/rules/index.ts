export { BETTING_COMPETITION_IDS, NAV_BAR_COMPETITION_IDS, TOP_COMPETITION_IDS } from './competitionIds.ts';
export { competitionNameOrder, OTHER_COMPETITION_ORDER } from './competitionNameOrder.ts';
export { formatStatValue } from './formatStatValue.ts';
export { isLiveStatus, LIVE_STATUSES } from './isLiveStatus.ts';
export {
  isValidEmail,
  MAX_EMAIL_DOMAIN_LABEL_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_EMAIL_LOCAL_PART_LENGTH,
} from './isValidEmail.ts';
export { italiaFirst } from './italiaFirst.ts';
export { ERROR_MESSAGES, LABELS } from './labels.ts';
export {
  BACKOFFICE_MENU_WIDTH,
  COPYRIGHT_START_YEAR,
  IMAGE_SIZES,
  MAX_BONUS_BANNERS,
  PAGE_SIZES,
  SEARCH_DELAY_MS,
} from './limits.ts';
export { isRunningMinute, liveMinuteText, type LiveClockWords } from './liveMinuteText.ts';
export { LIVE_PRIORITY, livePriority, sortCompetitionsForLive } from './livePriority.ts';
export { mapMatchEvents, minuteLabel } from './mapMatchEvents.ts';
export type { CardColor, TimelineEvent, TimelineEventType } from './mapMatchEvents.ts';
export { matchTab } from './matchTab.ts';
export { phaseName } from './phaseName.ts';
export type { MatchTab } from './matchTab.ts';
export { isRssFeedType, RSS_FEED_LABELS, RSS_FEED_TYPES } from './rssFeeds.ts';
export type { RssFeedType } from './rssFeeds.ts';
export {
  COUNTRY_SEPARATOR_LABEL,
  FILTER_COUNTRY_ORDER,
  sortCountriesForFilter,
} from './sortCountriesForFilter.ts';
export type { CountryFilterEntry } from './sortCountriesForFilter.ts';
export { shownScore } from './shownScore.ts';
export { matchWinner, type WinnerMatch } from './matchWinner.ts';
export { shortTeamName } from './shortTeamName.ts';
export {
  matchResultParts,
  matchResultText,
  RESULT_MARKS,
  type MatchResultParts,
  type ResultMatch,
} from './matchResultText.ts';
export { statComparison } from './statComparison.ts';
export type { StatShares } from './statComparison.ts';
export {
  compareSearchRank,
  PROMINENCE_WINDOW_DAYS,
  searchTier,
  TOP_LEAGUE_MATCH_WEIGHT,
  type RankedHit,
  type SearchTier,
} from './searchRank.ts';
export {
  knockoutTies,
  type KnockoutTie,
  type TieDecision,
  type TieMatch,
  type TieSide,
} from './knockoutTies.ts';
export { phaseLabel } from './phaseLabel.ts';
export { newsSectionDefault, NEWS_SECTION_DEFAULTS } from './newsSectionDefault.ts';

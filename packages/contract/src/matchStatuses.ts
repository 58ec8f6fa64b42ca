/**
 * The match status lists, as plain values without TypeBox: the `MatchStatus` schema is built from them, and core
 * (browser code) imports them through the `@pallone/contract/matchStatuses` subpath (decision 053).
 */

/** Statuses as the source data writes them. */
export const SOURCE_MATCH_STATUSES = [
  'played',
  'scheduled',
  'postponed',
  'cancelled',
  'awarded',
  'resultNotAvailable',
  'suspended',
  'abandoned',
] as const;

/** SPEC §4: the statuses counted as live or underway. */
export const LIVE_MATCH_STATUSES = [
  'notStarted',
  'inPlay1H',
  'inPlay2H',
  'inPlay1EH',
  'inPlay2EH',
  'inPlayP',
  'halfTime',
  'breakTime',
] as const;

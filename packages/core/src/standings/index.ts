export type {
  MatchOutcome,
  PointDeductions,
  ResultCounts,
  StandingsMatch,
  StandingsTableRow,
  StandingsVenue,
  TeamId,
} from './types.ts';
export type * from './tieBreakCriteria.ts';
export { computeStandings, type ComputeStandingsInput } from './computeStandings.ts';
export { COUNTED_STATUSES, countsForStandings } from './countedMatches.ts';
export { matchesKickedOffBy, matchesUpToTurn } from './matchFilters.ts';
export { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
export { DEFAULT_TIE_BREAK_RULES } from './rules/defaultRules.ts';

import type {
  LIVE_MATCH_STATUSES,
  MatchStatus as MatchStatusSchema,
  SOURCE_MATCH_STATUSES,
  Static,
} from '@pallone/contract';

/** Statuses as the source data writes them. */
export type SourceMatchStatus = (typeof SOURCE_MATCH_STATUSES)[number];

/** SPEC §4: the statuses counted as live or underway. */
export type LiveMatchStatus = (typeof LIVE_MATCH_STATUSES)[number];

export type MatchStatus = Static<typeof MatchStatusSchema>;

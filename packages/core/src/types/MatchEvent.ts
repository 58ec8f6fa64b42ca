import type { MATCH_PERIODS, MatchEvent as MatchEventSchema, Static } from '@pallone/contract';

/** The periods of a match, in play order. */
export type MatchPeriod = (typeof MATCH_PERIODS)[number];

/** The subtypes the spec maps (SPEC §4); a feed may send others, which are dropped. */
export type KnownMatchEventSubtype =
  'goal' | 'own-goal' | 'yellow' | 'yellow-red' | 'red' | 'substitute-in' | 'substitute-out';

/** SPEC §3: minute, matchPeriod, subtype, player {name} or playerName, team {name}. */
export type MatchEvent = Static<typeof MatchEventSchema>;

/** The periods of a match, in play order. */
export type MatchPeriod = '1H' | '2H' | '1EH' | '2EH' | 'P';

/** The subtypes the spec maps (SPEC §4); a feed may send others, which are dropped. */
export type KnownMatchEventSubtype =
  'goal' | 'own-goal' | 'yellow' | 'yellow-red' | 'red' | 'substitute-in' | 'substitute-out';

/** SPEC §3: minute, matchPeriod, subtype, player {name} or playerName, team {name}. */
export interface MatchEvent {
  id: number;
  /** Null when the source gives no minute. */
  minute: number | null;
  /** Added-time minutes: 90+3 is minute 90, stoppage 3. */
  stoppage: number | null;
  matchPeriod: MatchPeriod;
  subtype: KnownMatchEventSubtype | (string & {});
  penalty: boolean;
  player: { id: number; name: string; pallonecomSlug: string } | null;
  playerName: string;
  team: { id: number; name: string } | null;
}

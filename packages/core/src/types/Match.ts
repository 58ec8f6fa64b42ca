import type { MatchBody, Static } from '@pallone/contract';

/**
 * SPEC §3. `homeTeam`/`awayTeam` are null while a fixture's team is a placeholder ("Winner match 49"):
 * `homeName`/`awayName` then hold the source's text.
 */
export type Match = Static<typeof MatchBody>;

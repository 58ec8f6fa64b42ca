/**
 * Input and output shapes of the standings engine. Deliberately independent of the API entities
 * (`types/Match.ts`, `types/StandingRow.ts`): the engine only needs ids and goals, so a caller maps
 * its own rows (DB, API, raw data files) into `StandingsMatch` and joins names/images onto the result.
 */

/** A team's identity as the caller knows it (database id, slug, national team name…). */
export type TeamId = string | number;

/** One match as the engine reads it. Only statuses in `COUNTED_STATUSES` contribute to a table. */
export interface StandingsMatch {
  id: string | number;
  homeTeamId: TeamId;
  awayTeamId: TeamId;
  /** Goals after 90 minutes (extra time and shoot-outs never count in a table); for `awarded`, the awarded score. */
  homeGoals: number | null;
  awayGoals: number | null;
  /** ISO 8601 string or Date; orders the `form` column. */
  kickoffAt: string | Date;
  /** Matchday ("giornata") number, used by `matchesUpToTurn`. */
  turnNumber?: number | null;
  /** Source status: `played` | `awarded` | `scheduled` | `postponed` | `cancelled` | … */
  status: string;
}

/** Which matches of each team a table counts: all of them, home matches only, away matches only. */
export type StandingsVenue = 'all' | 'home' | 'away';

/** One result from the team's point of view. */
export type MatchOutcome = 'W' | 'D' | 'L';

/** Points to subtract per team (a penalty of 2 is written `2`; a negative number adds points). */
export type PointDeductions = ReadonlyMap<TeamId, number> | Readonly<Record<string, number>>;

/** A team's results over a set of matches: counts and goals. */
export interface ResultCounts {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface StandingsTableRow extends ResultCounts {
  /** 1-based, unique: ties the rule set cannot separate are ordered by its last resort. */
  position: number;
  teamId: TeamId;
  goalDifference: number;
  /** Points after deductions. */
  points: number;
  /** Points subtracted by `pointDeductions` (0 when none), so a UI can flag "-2 pts". */
  pointsDeducted: number;
  /** The last five results (of the counted venue), oldest first and newest last. */
  form: MatchOutcome[];
}

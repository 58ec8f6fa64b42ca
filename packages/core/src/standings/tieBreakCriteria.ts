/**
 * The vocabulary rule sets are written in. Points always rank first; a rule set lists what separates
 * teams level on points, in order. See `rules/` for the competitions' rule sets and their sources.
 */

/** A statistic over all the counted matches of the table (bigger is better unless noted). */
export type OverallStat =
  | 'goalDifference'
  | 'goalsFor'
  | 'awayGoalsFor'
  | 'wins'
  | 'awayWins'
  /** Fewest points dropped (3 × played − points): the Eredivisie's mid-season order; equal to points at the end. */
  | 'fewestPointsLost';

/** A statistic of the mini-table built only from the matches among the tied teams. */
export type HeadToHeadStat = 'points' | 'goalDifference' | 'goalsFor' | 'awayGoalsFor';

/** A sum over the opponents a team has met (UEFA league phase), from their own table records. */
export type OpponentsStat = 'points' | 'goalDifference' | 'goalsFor';

export type TieBreakCriterion =
  | { kind: 'overall'; stat: OverallStat }
  | {
      kind: 'headToHead';
      /** Compared in this order on the mini-table of the tied teams. */
      stats: readonly HeadToHeadStat[];
      /**
       * UEFA/LaLiga style: when the mini-table separates some but not all of the tied teams, a new
       * mini-table of only the teams still level is built and these stats are applied again; only when
       * that separates nobody do the following criteria apply. Without it the still-level teams go
       * straight to the following criteria (Italian "classifica avulsa" as written).
       */
      reapplyToRemaining: boolean;
      /**
       * Apply only once every tied team has met every other one at home and away (double round-robin);
       * until then the criterion is skipped (LaLiga, Liga Portugal mid-season tables).
       */
      onlyWhenAllMatchesPlayed?: boolean;
    }
  | { kind: 'opponents'; stat: OpponentsStat };

export interface TieBreakRules {
  /** Competition code the rule set is for (`it.1`, `uefa.cl`, …) or `default`. */
  code: string;
  /** Human-readable summary, e.g. "Serie A (2022-23 onward)". */
  label: string;
  pointsForWin: number;
  pointsForDraw: number;
  criteria: readonly TieBreakCriterion[];
  /**
   * What the regulation does after the implemented criteria (fair play, lots, play-off match, coefficient…)
   * and any caveat. The engine then orders the still-level teams by team id (a stable, documented stand-in).
   */
  beyondCriteria: string;
  /** Where the rule set comes from. */
  source: string;
}

export const overall = (stat: OverallStat): TieBreakCriterion => ({ kind: 'overall', stat });
export const opponents = (stat: OpponentsStat): TieBreakCriterion => ({ kind: 'opponents', stat });
export const headToHead = (
  stats: readonly HeadToHeadStat[],
  options: { reapplyToRemaining?: boolean; onlyWhenAllMatchesPlayed?: boolean } = {},
): TieBreakCriterion => ({
  kind: 'headToHead',
  stats,
  reapplyToRemaining: options.reapplyToRemaining ?? false,
  onlyWhenAllMatchesPlayed: options.onlyWhenAllMatchesPlayed ?? false,
});

import type { FormResult as Outcome } from './StandingRow.ts';

/** One earlier match from a team's point of view (goals after extra time; a shoot-out counts as a draw). */
export interface MatchFormResult {
  matchId: number;
  /** ISO 8601 UTC instant of the kick-off. */
  date: string;
  competitionName: string;
  /** True when the team played at home. */
  home: boolean;
  opponentName: string;
  goalsFor: number;
  goalsAgainst: number;
  outcome: Outcome;
}

/** A meeting of the two teams, as it ended. */
export interface MatchFormMeeting {
  matchId: number;
  date: string;
  competitionName: string;
  homeName: string;
  awayName: string;
  homeGoals: number;
  awayGoals: number;
}

/**
 * `GET /matches/{id}/getForm`: each team's last five results and the two teams' earlier meetings, before the
 * kick-off. Teams and head-to-head are null while a fixture's team is a placeholder.
 */
export interface MatchForm {
  matchId: number;
  before: string;
  home: { teamId: number; name: string; results: MatchFormResult[] } | null;
  away: { teamId: number; name: string; results: MatchFormResult[] } | null;
  headToHead: {
    meetings: number;
    /** Wins of this match's home team, draws, wins of its away team, whoever was at home then. */
    homeWins: number;
    draws: number;
    awayWins: number;
    /** Newest first, at most five. */
    latest: MatchFormMeeting[];
  } | null;
}

/** TypeBox schema of GET /matches/{id}/getForm: both teams' form and their head-to-head before the kick-off. */
import { Type, type Static } from 'typebox';
import { Nullable } from './team.ts';

const Outcome = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);

/** One earlier match from the team's point of view. */
export const MatchFormResult = Type.Object({
  matchId: Type.Integer(),
  /** ISO 8601 UTC instant of the kick-off. */
  date: Type.String(),
  competitionName: Type.String(),
  /** True when the team played at home. */
  home: Type.Boolean(),
  opponentName: Type.String(),
  /** Goals after extra time where there was extra time; a shoot-out counts as a draw. */
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  outcome: Outcome,
});

export const TeamForm = Type.Object({
  teamId: Type.Integer(),
  name: Type.String(),
  /** Newest first, at most five; fewer (or none) when the data holds fewer. */
  results: Type.Array(MatchFormResult),
});

export const Meeting = Type.Object({
  matchId: Type.Integer(),
  date: Type.String(),
  competitionName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  homeGoals: Type.Integer(),
  awayGoals: Type.Integer(),
});

export const HeadToHead = Type.Object({
  /** Every earlier meeting the data holds. */
  meetings: Type.Integer(),
  /** Wins of this match's home team, draws, wins of its away team (whoever was at home then). */
  homeWins: Type.Integer(),
  draws: Type.Integer(),
  awayWins: Type.Integer(),
  /** The latest meetings, newest first (at most five). */
  latest: Type.Array(Meeting),
});

/** Null teams and head-to-head while a fixture's team is still a placeholder ("Winner match 49"). */
export const MatchForm = Type.Object({
  matchId: Type.Integer(),
  /** The instant the form is read before: the kick-off. */
  before: Type.String(),
  home: Nullable(TeamForm),
  away: Nullable(TeamForm),
  headToHead: Nullable(HeadToHead),
});
export type MatchForm = Static<typeof MatchForm>;

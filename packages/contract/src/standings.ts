/** TypeBox schemas of group standings: league tables, home/away tables, availability, betting figures. */
import { Type, type Static } from 'typebox';
import { dbId, TeamSummary } from './competition.ts';
import { resultCounts } from './common.ts';

export const StandingsQuery = Type.Object({
  turnId: Type.Optional(dbId({ description: 'The table as it stood after this turn of the group' })),
});
export type StandingsQuery = Static<typeof StandingsQuery>;

export const VenueStandingsQuery = Type.Object({
  venue: Type.Optional(Type.Enum(['home', 'away'], { default: 'home' })),
  turnId: Type.Optional(dbId({ description: 'The table as it stood after this turn of the group' })),
});
export type VenueStandingsQuery = Static<typeof VenueStandingsQuery>;

export const FormResult = Type.Enum(['W', 'D', 'L']);

export const StandingRow = Type.Object({
  position: Type.Integer(),
  team: TeamSummary,
  ...resultCounts,
  goalDifference: Type.Integer(),
  points: Type.Integer({ description: 'After point deductions' }),
  pointsDeducted: Type.Integer({
    description: 'Points docked by the league this season (0 when none; never in home/away tables)',
  }),
  form: Type.Array(FormResult, { description: 'The last five results, newest last' }),
});
export type StandingRow = Static<typeof StandingRow>;

export const StandingTable = Type.Array(StandingRow, {
  description: 'Empty for knockout and qualifying phases',
});

export const StandingsAvailability = Type.Object({ available: Type.Boolean() });

export const BettingParameterRow = Type.Object({
  team: TeamSummary,
  played: Type.Integer(),
  over25: Type.Integer({ description: 'Matches with 3 or more goals' }),
  over25Percentage: Type.Number(),
  bothTeamsToScore: Type.Integer(),
  bothTeamsToScorePercentage: Type.Number(),
  cleanSheets: Type.Integer(),
  cleanSheetsPercentage: Type.Number(),
  failedToScore: Type.Integer(),
  failedToScorePercentage: Type.Number(),
});
export type BettingParameterRow = Static<typeof BettingParameterRow>;

export const BettingParameterTable = Type.Array(BettingParameterRow, {
  description: 'From 90-minute results of the played matches; percentages with one decimal',
});

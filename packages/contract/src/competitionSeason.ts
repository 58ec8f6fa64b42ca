/** TypeBox schemas of competition seasons: detail, teams, and statistic rankings of teams and players. */
import { Type, type Static } from 'typebox';
import { NamedImageRef } from './common.ts';
import { Competition, TeamSummary } from './competition.ts';
import { GroupSummary, Turn } from './group.ts';
import { Season } from './season.ts';
import { CountryImageRef } from './team.ts';

export const CompetitionSeasonDetail = Type.Object({
  id: Type.Integer(),
  competition: Competition,
  season: Season,
  groups: Type.Array(GroupSummary, { description: 'Ordered by sort order' }),
  turns: Type.Array(Turn, {
    description: 'Turns of the main group (the league, else the first group) by number',
  }),
  currentTurnId: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'The furthest turn with a played match (a postponed match played late does not pull it back), else the next turn with fixtures; null without turns',
  }),
});
export type CompetitionSeasonDetail = Static<typeof CompetitionSeasonDetail>;

export const CompetitionSeasonTeam = CountryImageRef;
export type CompetitionSeasonTeam = Static<typeof CompetitionSeasonTeam>;

export const TEAM_PARAMETERS = [
  'shots',
  'shotsOnTarget',
  'fouls',
  'corners',
  'yellowCards',
  'redCards',
  'goals',
] as const;
export type TeamParameter = (typeof TEAM_PARAMETERS)[number];

export const TeamParameterQuery = Type.Object({
  parameter: Type.Enum([...TEAM_PARAMETERS]),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type TeamParameterQuery = Static<typeof TeamParameterQuery>;

export const HomeTeamParameterQuery = Type.Object({
  parameter: Type.Enum([...TEAM_PARAMETERS]),
  venue: Type.Optional(Type.Enum(['home', 'away'], { default: 'home' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type HomeTeamParameterQuery = Static<typeof HomeTeamParameterQuery>;

export const TeamParameterStanding = Type.Object({
  position: Type.Integer({ description: 'Shared by teams with the same total' }),
  team: TeamSummary,
  parameter: Type.String(),
  matches: Type.Integer({ description: 'Matches the statistic is known for' }),
  total: Type.Number(),
  average: Type.Number({ description: 'Per match, two decimals' }),
});
export type TeamParameterStanding = Static<typeof TeamParameterStanding>;

export const PlayerParameterQuery = Type.Object({
  parameter: Type.Optional(Type.Enum(['goals'], { default: 'goals' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PlayerParameterQuery = Static<typeof PlayerParameterQuery>;

export const PlayerParameterStanding = Type.Object({
  position: Type.Integer({ description: 'Shared by players with the same total' }),
  player: Type.Union([NamedImageRef, Type.Null()]),
  playerName: Type.String(),
  team: Type.Union([TeamSummary, Type.Null()]),
  parameter: Type.String(),
  total: Type.Integer(),
  penalties: Type.Integer({ description: 'Of the goals, how many from the penalty spot' }),
});
export type PlayerParameterStanding = Static<typeof PlayerParameterStanding>;

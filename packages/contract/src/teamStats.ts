/**
 * TypeBox schemas of a team's figures (SPEC §7 Teams): /getBettingStats, /getIndexStats, and the page request
 * and answer of POST /teams/getPaginated.
 */
import { Type, type Static } from 'typebox';
import { Nullable, QueryId, SimplifiedTeam, TeamRef } from './team.ts';
import { CompetitionSeasonRef, resultCounts } from './common.ts';
import { pageOf, pageRequest } from './content/pagination.ts';

const Percentage = Nullable(
  Type.Number({ description: 'Share of `played`, one decimal; null when played is 0' }),
);
const Average = Nullable(Type.Number({ description: 'Per match, two decimals; null when played is 0' }));

/** Betting figures of a team over a set of matches, from 90-minute scores. */
export const BettingSplit = Type.Object({
  ...resultCounts,
  averageGoalsFor: Average,
  averageGoalsAgainst: Average,
  averageTotalGoals: Average,
  over15: Type.Integer({ description: 'Matches with 2 or more goals' }),
  over15Percentage: Percentage,
  over25: Type.Integer({ description: 'Matches with 3 or more goals' }),
  over25Percentage: Percentage,
  over35: Type.Integer({ description: 'Matches with 4 or more goals' }),
  over35Percentage: Percentage,
  bothTeamsToScore: Type.Integer(),
  bothTeamsToScorePercentage: Percentage,
  cleanSheets: Type.Integer(),
  cleanSheetsPercentage: Percentage,
  failedToScore: Type.Integer(),
  failedToScorePercentage: Percentage,
});
export type BettingSplit = Static<typeof BettingSplit>;

export const TeamBettingStats = Type.Object(
  {
    teamId: Type.Integer(),
    competitionSeasonId: Type.Integer(),
    overall: BettingSplit,
    home: BettingSplit,
    away: BettingSplit,
  },
  {
    description:
      'From the 90-minute score (extra time and shoot-outs left out) of the played or awarded matches; all ' +
      'zero, with null percentages, when the team has no result in the competition season',
  },
);
export type TeamBettingStats = Static<typeof TeamBettingStats>;

const ResultRecord = {
  ...resultCounts,
  pointsPerMatch: Nullable(
    Type.Number({ description: '3 per win, 1 per draw, per match, two decimals; null when played is 0' }),
  ),
};

export const BiggestWin = Type.Object({
  matchId: Type.Integer(),
  pallonecomSlug: Type.String(),
  kickoffAt: Type.String({ description: 'ISO instant' }),
  competitionSeasonId: Type.Integer(),
  home: Type.Boolean(),
  opponent: Nullable(SimplifiedTeam),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
});

export const TeamIndexStats = Type.Object(
  {
    teamId: Type.Integer(),
    ...ResultRecord,
    /** The widest margin (then the most goals scored, then the latest); null without a win. */
    biggestWin: Nullable(BiggestWin),
    competitionSeasons: Type.Array(Type.Object({ competitionSeason: CompetitionSeasonRef, ...ResultRecord })),
  },
  {
    description:
      "A summary of the team's results in every competition season of the data (goals include extra time; a " +
      'shoot-out counts as a draw); competitionSeasons latest season first',
  },
);
export type TeamIndexStats = Static<typeof TeamIndexStats>;

export const TEAM_SORT_FIELDS = ['name', 'id', 'founded'] as const;
export const MAX_TEAM_PAGE_SIZE = 100;

/** `POST /teams/getPaginated`: unknown filter or sort fields are a 400 naming them; pageSize is capped at 100. */
export const TeamPageRequest = pageRequest(
  {
    competitionId: Type.Optional(QueryId),
    countryId: Type.Optional(QueryId),
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Part of the name, accents and case ignored',
      }),
    ),
  },
  TEAM_SORT_FIELDS,
  { defaultSize: 20, maxSize: MAX_TEAM_PAGE_SIZE },
);
export type TeamPageRequest = Static<typeof TeamPageRequest>;

export const TeamPageItem = Type.Object({
  ...TeamRef.properties,
  founded: Nullable(Type.Integer({ description: 'Known for few clubs' })),
});
export type TeamPageItem = Static<typeof TeamPageItem>;

export const TeamPage = pageOf(TeamPageItem);
export type TeamPage = Static<typeof TeamPage>;

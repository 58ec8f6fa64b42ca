/**
 * TypeBox schemas of a player's figures (SPEC §7 Players: /getIndexStats, /getCompetitionSeasonStats,
 * /getRetiredStats, /getTeamComparison, /getRefereeComparison) and of a competition season's per-team squad
 * figures (GET /matches/stats/getTeamCompetitionSeasonPlayersStats/{id}).
 */
import { Type, type Static } from 'typebox';
import { CompetitionSeasonRef, NamedImageRef, NamedRef, resultCounts } from './common.ts';
import { Nullable, QueryId, SimplifiedTeam, TeamRef } from './team.ts';

/** Goals from match events, which the data has for World Cup 2022 and 2026 and Euro 2024 only. */
export const GoalTally = Type.Object({
  goals: Type.Integer({ description: 'Own goals not included' }),
  penalties: Type.Integer({ description: 'Of `goals`, scored from the spot' }),
  ownGoals: Type.Integer(),
  matchedByName: Type.Integer({
    description:
      'Of the goals and own goals, how many events named no player and were matched by full name (or a ' +
      'surname the same team writes in full elsewhere) and team',
  }),
});
export type GoalTally = Static<typeof GoalTally>;

export const ResultRecord = Type.Object(resultCounts);
export type ResultRecord = Static<typeof ResultRecord>;

export const PlayerIndexStats = Type.Object(
  {
    playerId: Type.Integer(),
    squads: Type.Integer({ description: 'Squads the data lists the player in' }),
    competitions: Type.Array(Type.Object({ ...NamedRef.properties, squads: Type.Integer() })),
    /** Summed over `goalsByCompetitionSeason`; null when none of the player's competition seasons has events. */
    goals: Nullable(GoalTally),
    goalsByCompetitionSeason: Type.Array(
      Type.Object({
        competitionSeason: CompetitionSeasonRef,
        team: Nullable(SimplifiedTeam),
        ...GoalTally.properties,
      }),
    ),
  },
  {
    description:
      'Squads and competitions from the squad lists (club squads 2023-24, Euro 2024, World Cup 2026); goals ' +
      'from goal events, only in the competition seasons that have them (latest first)',
  },
);
export type PlayerIndexStats = Static<typeof PlayerIndexStats>;

export const PlayerCompetitionSeasonQuery = Type.Object({ competitionSeasonId: QueryId });

export const PlayerCompetitionSeasonStats = Type.Object({
  playerId: Type.Integer(),
  competitionSeason: CompetitionSeasonRef,
  teams: Type.Array(
    Type.Object({
      team: TeamRef,
      /** False for a team known only from the player's goal events (World Cup 2022 has no squad list). */
      inSquad: Type.Boolean(),
      shirtNumber: Nullable(Type.Integer()),
      position: Nullable(Type.String({ description: 'GK | DF | MF | FW' })),
      record: ResultRecord,
    }),
    { description: "The player's team(s) that season, with the team's results (goals include extra time)" },
  ),
  goals: Type.Union([GoalTally, Type.Null()], {
    description: 'Null: the data has no goal events for this competition season',
  }),
});
export type PlayerCompetitionSeasonStats = Static<typeof PlayerCompetitionSeasonStats>;

export const PlayerRetiredStats = Type.Object(
  {
    playerId: Type.Integer(),
    /** Always false: the data records no retirements, so none is ever certain. */
    knownRetired: Type.Boolean(),
    currentTeam: Nullable(SimplifiedTeam),
    currentNationalTeam: Nullable(SimplifiedTeam),
    /** The team of the latest squad the player is listed in (club or national). */
    lastTeam: Nullable(TeamRef),
    lastSeason: Nullable(NamedRef),
    lastCompetitionSeason: Nullable(CompetitionSeasonRef),
    /** The latest squad lists of the data (World Cup 2026) do not name the player: not a sign of retirement. */
    inLatestSquads: Type.Boolean(),
  },
  {
    description:
      'Where the player was last seen. The data has no retirement records and squads only for 2023-24 clubs, ' +
      'Euro 2024 and World Cup 2026, so a player missing from the latest squads is not known to be retired: ' +
      'the answer says `knownRetired: false` rather than guessing',
  },
);
export type PlayerRetiredStats = Static<typeof PlayerRetiredStats>;

export const PlayerTeamComparisonQuery = Type.Object({ teamId: QueryId });

export const HeadToHeadMatch = Type.Object({
  matchId: Type.Integer(),
  pallonecomSlug: Type.String(),
  kickoffAt: Type.String({ description: 'ISO instant' }),
  competitionSeason: CompetitionSeasonRef,
  team: SimplifiedTeam,
  home: Type.Boolean(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  /** W | D | L from the player's team's side; a shoot-out counts as a draw. */
  result: Type.Enum(['W', 'D', 'L']),
});

export const PlayerTeamComparison = Type.Object(
  {
    playerId: Type.Integer(),
    opponent: TeamRef,
    ...ResultRecord.properties,
    matches: Type.Array(HeadToHeadMatch, { description: 'Oldest first' }),
  },
  {
    description:
      "Head-to-head results between the player's team(s) and `teamId` in the seasons of his squads (all " +
      'competitions of those seasons; goals include extra time); empty when they never met in the data',
  },
);
export type PlayerTeamComparison = Static<typeof PlayerTeamComparison>;

export const RefereeRecord = Type.Object({
  referee: Type.String(),
  ...ResultRecord.properties,
  /** Cards of the player's team and of its opponents, over the matches that carry statistics. */
  matchesWithCards: Type.Integer(),
  yellowCards: Type.Integer(),
  redCards: Type.Integer(),
  opponentYellowCards: Type.Integer(),
  opponentRedCards: Type.Integer(),
});
export type RefereeRecord = Static<typeof RefereeRecord>;

export const PlayerRefereeComparison = Type.Object(
  {
    playerId: Type.Integer(),
    referees: Type.Array(RefereeRecord, { description: 'Most matches first, then by name' }),
  },
  {
    description:
      "The player's team(s) under each referee in the seasons of his squads; the data names referees for " +
      'the Premier League only, so the list is empty for everyone else',
  },
);
export type PlayerRefereeComparison = Static<typeof PlayerRefereeComparison>;

export const TeamSquadStats = Type.Object({
  team: TeamRef,
  /** Null: the data has no squad of this team for the competition season. */
  squadSize: Nullable(Type.Integer()),
  topScorer: Type.Union(
    [
      Type.Object({
        /** The event's player, else the one player of that full name in the team (World Cup 2022 links none). */
        player: Nullable(
          Type.Object({
            ...NamedImageRef.properties,
          }),
        ),
        playerName: Type.String(),
        goals: Type.Integer(),
        penalties: Type.Integer(),
      }),
      Type.Null(),
    ],
    { description: 'Null without goal events for the team (see hasGoalEvents)' },
  ),
  matchesWithStatistics: Type.Integer(),
  statistics: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), total: Type.Number() })),
});
export type TeamSquadStats = Static<typeof TeamSquadStats>;

export const CompetitionSeasonPlayersStats = Type.Object(
  {
    competitionSeason: CompetitionSeasonRef,
    /** Whether the data has goal events for this competition season at all. */
    hasGoalEvents: Type.Boolean(),
    teams: Type.Array(TeamSquadStats, { description: 'By team name' }),
  },
  {
    description:
      'Per team of the competition season: squad size (squads: 2023-24 clubs of four leagues, Euro 2024, ' +
      'World Cup 2026), top scorer from goal events (tournaments only) and summed match statistics (big-5 ' +
      'leagues only)',
  },
);
export type CompetitionSeasonPlayersStats = Static<typeof CompetitionSeasonPlayersStats>;

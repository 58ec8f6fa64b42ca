/** TypeBox schemas of player responses and of the /players query strings (SPEC §3 Player, §7 Players). */
import { Type, type Static } from 'typebox';
import { CompetitionSeasonRef, Image, NamedImageRef, NamedRef } from './common.ts';
import { Nullable, QueryId, SimplifiedTeam, TeamRef } from './team.ts';

export const PlayerDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Image,
  /** `YYYY-MM-DD`, known for World Cup squads only. */
  birthDate: Nullable(Type.String()),
  birthYear: Nullable(Type.Integer()),
  nationality: Nullable(Type.Object({ code: Type.String(), name: Type.String(), image: Image })),
  /** GK | DF | MF | FW */
  position: Nullable(Type.String()),
  currentTeam: Nullable(SimplifiedTeam),
  currentNationalTeam: Nullable(SimplifiedTeam),
  pallonecomSlug: Type.String(),
});
export type PlayerDetail = Static<typeof PlayerDetail>;

export const PlayerIds = Type.Object({
  id: Type.Integer(),
  currentTeamId: Nullable(Type.Integer()),
  currentNationalTeamId: Nullable(Type.Integer()),
});

/** One squad the player belonged to. */
export const PlayerTeam = Type.Object({
  team: TeamRef,
  competitionSeasonId: Type.Integer(),
  competition: NamedRef,
  season: NamedRef,
  shirtNumber: Nullable(Type.Integer()),
  position: Nullable(Type.String()),
});
export type PlayerTeam = Static<typeof PlayerTeam>;

export const ScorersQuery = Type.Object({
  competitionId: QueryId,
  /** Absent: the competition's latest season with goal events. */
  seasonId: Type.Optional(QueryId),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 5 })),
});

export const HomeScorersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

export const ScorerRow = Type.Object({
  /** Standard competition ranking: equal goals share a position (1, 1, 3). */
  position: Type.Integer(),
  player: Nullable(NamedImageRef),
  playerName: Type.String(),
  team: Nullable(TeamRef),
  goals: Type.Integer(),
  penalties: Type.Integer(),
});
export type ScorerRow = Static<typeof ScorerRow>;

/** Top scorers of one competition season, from goal events (tournaments only in the data). */
export const ScorerStandings = Type.Object({
  competitionSeason: Nullable(CompetitionSeasonRef),
  rows: Type.Array(ScorerRow),
});
export type ScorerStandings = Static<typeof ScorerStandings>;

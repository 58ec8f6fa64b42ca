/** TypeBox schemas of team responses and of the /teams query strings (SPEC §3 Team, §7 Teams). */
import { Type, type Static, type TSchema } from 'typebox';
import { Image, NamedImageRef, NamedRef, resultCounts } from './common.ts';

/** `T | null` (the response schemas of the team, match, player and search routes use it). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An id in a query string: positive and within PostgreSQL's integer range (else 400 naming the field). */
export const QueryId = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A country as a team or competition carries it: localized name and flag image. */
export const CountryRef = Type.Object({ name: Type.String(), image: Image });
export type CountryRef = Static<typeof CountryRef>;

/** SPEC §3 simplified team record. */
export const SimplifiedTeam = NamedRef;
export type SimplifiedTeam = Static<typeof SimplifiedTeam>;

/** A team or a competition with its image and country (null for international ones). */
export const CountryImageRef = Type.Object({ ...NamedImageRef.properties, country: Nullable(CountryRef) });

/** SPEC §3 team: id, name, country { name, image }, image, pallonecomSlug. */
export const TeamRef = Type.Object({
  ...CountryImageRef.properties,
  isNational: Type.Boolean(),
  /** A club's common short name ("Inter", "Tottenham") where the data has one, for narrow rows; absent otherwise. */
  shortName: Type.Optional(Type.String()),
});
export type TeamRef = Static<typeof TeamRef>;

/** `GET /teams/{id}`: the team with what the data knows about it (city, stadium and founded are sparse). */
export const TeamDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Nullable(Type.String()),
  pallonecomSlug: Type.String(),
  image: Image,
  country: Nullable(CountryRef),
  isNational: Type.Boolean(),
  city: Nullable(Type.String()),
  stadium: Nullable(Type.String()),
  founded: Nullable(Type.Integer()),
  /** Only with `withDescription=true`; null because the data holds no team descriptions. */
  description: Type.Optional(Nullable(Type.String())),
});
export type TeamDetail = Static<typeof TeamDetail>;

export const TeamIds = Type.Object({ id: Type.Integer() });

export const TeamDetailQuery = Type.Object({ withDescription: Type.Optional(Type.Boolean()) });

export const TeamsQuery = Type.Object({
  competitionId: QueryId,
  seasonId: Type.Optional(QueryId),
});

export const SimplifiedTeamsQuery = Type.Object({
  competitionSeasonId: Type.Optional(QueryId),
  competitionId: Type.Optional(QueryId),
  /** An unknown season id (the filter menu sends 154) falls back to the competition's latest season. */
  seasonId: Type.Optional(QueryId),
});

export const TeamCompetitionSeasonsQuery = Type.Object({
  withCountry: Type.Optional(Type.Boolean()),
  withSeason: Type.Optional(Type.Boolean()),
});

export const SeasonRef = Type.Object({
  ...NamedRef.properties,
  start: Type.String(),
  end: Type.String(),
});

export const TeamCompetitionSeason = Type.Object({
  id: Type.Integer(),
  competitionId: Type.Integer(),
  seasonId: Type.Integer(),
  competition: Type.Object({
    ...NamedRef.properties,
    country: Type.Optional(CountryRef),
  }),
  season: Type.Optional(SeasonRef),
});
export type TeamCompetitionSeason = Static<typeof TeamCompetitionSeason>;

export const TeamPlayersQuery = Type.Object({
  seasonId: Type.Optional(QueryId),
  withCurrentTeam: Type.Optional(Type.Boolean()),
  withCurrentNational: Type.Optional(Type.Boolean()),
});

export const TeamPlayer = Type.Object({
  ...NamedImageRef.properties,
  position: Nullable(Type.String()),
  shirtNumber: Nullable(Type.Integer()),
  birthDate: Nullable(Type.String()),
  birthYear: Nullable(Type.Integer()),
  currentTeam: Type.Optional(Nullable(SimplifiedTeam)),
  currentNationalTeam: Type.Optional(Nullable(SimplifiedTeam)),
});
export type TeamPlayer = Static<typeof TeamPlayer>;

export const TeamPlayers = Type.Object({
  /** The season the squad belongs to; null when the data has no squad for this team. */
  seasonId: Nullable(Type.Integer()),
  players: Type.Array(TeamPlayer),
});

export const TeamNextMatchesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
});

export const TeamLastMatchesQuery = Type.Object({
  groupId: Type.Optional(QueryId),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
});

export const TeamStatsQuery = Type.Object({ competitionSeasonId: QueryId });

/** Totals of one team in one competition season, from results and (big-5 leagues only) match statistics. */
export const TeamCompetitionSeasonStats = Type.Object({
  teamId: Type.Integer(),
  competitionSeasonId: Type.Integer(),
  ...resultCounts,
  cleanSheets: Type.Integer(),
  home: Type.Object({
    played: Type.Integer(),
    won: Type.Integer(),
    drawn: Type.Integer(),
    lost: Type.Integer(),
  }),
  away: Type.Object({
    played: Type.Integer(),
    won: Type.Integer(),
    drawn: Type.Integer(),
    lost: Type.Integer(),
  }),
  /** Matches that carry statistics; `statistics` sums over those only (empty when there are none). */
  matchesWithStatistics: Type.Integer(),
  statistics: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), total: Type.Number() })),
});
export type TeamCompetitionSeasonStats = Static<typeof TeamCompetitionSeasonStats>;

/** TypeBox schemas of match responses and of the /matches query strings (SPEC §3 Match, §4, §7 Matches). */
import { Type, type Static } from 'typebox';
import { CalendarDate, NamedRef } from './common.ts';
import { GROUP_TYPES } from './group.ts';
import { CountryImageRef, Nullable, QueryId, TeamPlayer, TeamRef } from './team.ts';
import { pageOf } from './content/pagination.ts';
import { LIVE_MATCH_STATUSES, SOURCE_MATCH_STATUSES } from './matchStatuses.ts';

export { LIVE_MATCH_STATUSES, SOURCE_MATCH_STATUSES };

/** The display status of a match: a source status, a live one, or `ended` (the live feed's final whistle). */
export const MatchStatus = Type.Enum([...SOURCE_MATCH_STATUSES, ...LIVE_MATCH_STATUSES, 'ended']);
export type MatchStatus = Static<typeof MatchStatus>;

/** The periods of a match, in play order. */
export const MATCH_PERIODS = ['1H', '2H', '1EH', '2EH', 'P'] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];

export const Score = Type.Object({ home: Type.Integer(), away: Type.Integer() });
export type Score = Static<typeof Score>;

export const MatchCompetition = CountryImageRef;

export const Referee = Type.Object({ name: Type.String(), role: Type.String() });
export type Referee = Static<typeof Referee>;

/**
 * SPEC §3 match. `homeTeam`/`awayTeam` are null while the fixture's team is a placeholder ("Winner match 49"),
 * `homeName`/`awayName` then hold the source's text. `homeScore`/`awayScore` are the score after 90 minutes
 * (null until known); `extraTime` is the score after extra time, `penalties` the shoot-out.
 * `status` is the display status: a fixture whose kick-off has passed with no result in the data is
 * `resultNotAvailable` (never live, never 0-0). `ended` is true for played and awarded matches.
 */
export const MatchBody = Type.Object({
  id: Type.Integer(),
  pallonecomSlug: Type.String(),
  homeTeam: Nullable(TeamRef),
  awayTeam: Nullable(TeamRef),
  homeName: Type.String(),
  awayName: Type.String(),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  halfTime: Nullable(Score),
  extraTime: Nullable(Score),
  penalties: Nullable(Score),
  /** ISO 8601 UTC instant of the kick-off. */
  date: Type.String(),
  /** False when the data gives only the day (the instant is then 00:00 Europe/Rome). */
  hasTime: Type.Boolean(),
  status: MatchStatus,
  ended: Type.Boolean(),
  /** The running clock while the match is played: "23", "45+2", "HT", "ET", "PEN"; null otherwise. */
  minute: Nullable(Type.String()),
  /** True for a replay of a real match (npm run replay), shown with a "Replay" label. */
  isReplay: Type.Boolean(),
  competition: MatchCompetition,
  competitionSeasonId: Type.Integer(),
  season: NamedRef,
  group: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.Enum([...GROUP_TYPES]),
    pallonecomSlug: Type.String(),
  }),
  turn: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      number: Type.Integer(),
      pallonecomSlug: Type.String(),
    }),
  ),
  venue: Nullable(Type.String()),
  referees: Type.Array(Referee),
});
export type MatchBody = Static<typeof MatchBody>;

export const MatchList = Type.Array(MatchBody);

export const MatchPage = pageOf(MatchBody);
export type MatchPage = Static<typeof MatchPage>;

/** A Rome calendar day, `YYYY-MM-DD`. */
const RomeDate = CalendarDate;

export const MatchListQuery = Type.Object({
  competitionId: Type.Optional(QueryId),
  seasonId: Type.Optional(QueryId),
  turnId: Type.Optional(QueryId),
  groupId: Type.Optional(QueryId),
  teamId: Type.Optional(QueryId),
  /** With teamId: only the matches between the two teams. */
  teamId2: Type.Optional(QueryId),
  /** The matches of that Europe/Rome calendar day. */
  date: Type.Optional(RomeDate),
  onlyPlayed: Type.Optional(Type.Boolean()),
  onlyLive: Type.Optional(Type.Boolean()),
  onlyFuture: Type.Optional(Type.Boolean()),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type MatchListQuery = Static<typeof MatchListQuery>;

export const MatchIds = Type.Object({
  id: Type.Integer(),
  competitionId: Type.Integer(),
  seasonId: Type.Integer(),
  competitionSeasonId: Type.Integer(),
  groupId: Type.Integer(),
  turnId: Nullable(Type.Integer()),
  homeTeamId: Nullable(Type.Integer()),
  awayTeamId: Nullable(Type.Integer()),
});
export type MatchIds = Static<typeof MatchIds>;

/** SPEC §3 match event; periods 1H, 2H, 1EH, 2EH, P. */
export const MatchEvent = Type.Object({
  id: Type.Integer(),
  minute: Nullable(Type.Integer()),
  stoppage: Nullable(Type.Integer()),
  matchPeriod: Type.Enum([...MATCH_PERIODS]),
  subtype: Type.String(),
  penalty: Type.Boolean(),
  player: Nullable(NamedRef),
  playerName: Type.String(),
  team: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type MatchEvent = Static<typeof MatchEvent>;

export const MatchTeamSquad = Type.Object({ teamId: Type.Integer(), players: Type.Array(TeamPlayer) });

export const MatchTeamPlayers = Type.Object({
  homeTeam: Nullable(MatchTeamSquad),
  awayTeam: Nullable(MatchTeamSquad),
});
export type MatchTeamPlayers = Static<typeof MatchTeamPlayers>;

export const DateQuery = Type.Object({ date: Type.Optional(RomeDate) });

export const DateResponse = Type.Object({ date: Nullable(Type.String()) });

export const NextMatchesQuery = Type.Object({
  competitionSeasonId: QueryId,
  turnId: Type.Optional(QueryId),
});

export const HomeMatchesQuery = Type.Object({
  groupId: QueryId,
  turnId: Type.Optional(QueryId),
});

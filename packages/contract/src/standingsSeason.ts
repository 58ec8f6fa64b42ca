/**
 * `GET /competitionSeasons/getStandingsSeason`: the competition season a Standings widget and a competition page
 * open on, with what their pickers need, in one answer (issue #17 §3).
 */
import { Type, type Static } from 'typebox';
import { SlugParams } from './common.ts';
import { CompetitionSeasonDetail } from './competitionSeason.ts';
import { GroupSummary, Turn } from './group.ts';
import { Season } from './season.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Slug = SlugParams.properties.slug;

/** The competition by id or slug (one of them is required); the season by id or slug, else the default. */
export const StandingsSeasonQuery = Type.Object({
  competitionId: Type.Optional(Id),
  competitionSlug: Type.Optional(Slug),
  seasonId: Type.Optional(Id),
  seasonSlug: Type.Optional(Slug),
});
export type StandingsSeasonQuery = Static<typeof StandingsSeasonQuery>;

/** A phase with its turns (matchdays, rounds) and its current turn. */
export const PhaseWithTurns = Type.Object({
  ...GroupSummary.properties,
  turns: Type.Array(Turn, { description: 'Ordered by number' }),
  currentTurnId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The furthest turn with a played match, else the next turn with fixtures',
  }),
});
export type PhaseWithTurns = Static<typeof PhaseWithTurns>;

export const StandingsSeason = Type.Object({
  ...CompetitionSeasonDetail.properties,
  seasons: Type.Array(Season, { description: "The competition's seasons with data, newest first" }),
  phases: Type.Array(PhaseWithTurns, { description: 'Every group of the competition season with its turns' }),
  latestPlayedGroupId: Type.Union([Type.Integer(), Type.Null()], {
    description:
      "The phase of the season's latest result (the last played match by kick-off), null before the first result: a calendario opens on it when it is a knockout phase",
  }),
  liveOrNextKickoff: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        "The kick-off of the season's match being played (the earliest), else of its next match to be played; null when none is to come: a page's table follows the live stream from shortly before it",
    }),
  ),
});
export type StandingsSeason = Static<typeof StandingsSeason>;

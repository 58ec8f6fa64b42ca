/** TypeBox schemas shared by every route: ids, images, errors, pagination. */
import { Type, type Static } from 'typebox';

/** A positive integer id in a path (`/teams/{id}`): "abc", "0" or "-1" are a 400 naming the field. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdParams = Static<typeof IdParams>;

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
});
export type SlugParams = Static<typeof SlugParams>;

/**
 * A calendar day `YYYY-MM-DD` between 1900 and 2099 that exists (2026-02-30 and month 13 are a 400): day
 * arithmetic on 0000-01-01 or 9999-12-31 would leave the range dates can hold.
 */
export const CalendarDate = Type.String({
  format: 'date',
  pattern: '^(19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}$',
  description: 'A calendar day YYYY-MM-DD, years 1900 to 2099',
});

export const Image = Type.Union([Type.Object({ path: Type.String() }), Type.Null()]);

/** What a link to a page needs: a team, player, competition or season's id, name and slug. */
export const NamedRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
});
export type NamedRef = Static<typeof NamedRef>;

/** A `NamedRef` with its image (a team's crest, a player's photo, a competition's logo). */
export const NamedImageRef = Type.Object({ ...NamedRef.properties, image: Image });
export type NamedImageRef = Static<typeof NamedImageRef>;

/** A competition season as a link shows it: its id, and its competition's and season's names and slugs. */
export const CompetitionSeasonRef = Type.Object({
  id: Type.Integer(),
  competition: NamedRef,
  season: NamedRef,
});
export type CompetitionSeasonRef = Static<typeof CompetitionSeasonRef>;

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);

/** Search text: required, trimmed non-blank (blank is a 400). */
export const SearchQuery = Type.Object({
  search: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** The standard error responses every public read documents. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  404: ErrorBody,
} as const;

/** The counts of a results record: spread into a row's schema (standings, records, betting splits). */
export const resultCounts = {
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
};

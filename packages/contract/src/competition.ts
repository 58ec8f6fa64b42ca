/** TypeBox schemas of competitions (SPEC §3: id, name, country { name, image }, pallonecomSlug). */
import { Type, type Static } from 'typebox';
import { Image, NamedImageRef } from './common.ts';
import { Season } from './season.ts';
import { pageOf, pageRequest } from './content/pagination.ts';

/** A database id in a path or query: positive and within PostgreSQL's integer range. */
export const dbId = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: 2147483647, ...options });
export const DbId = dbId();

export const CountrySummary = Type.Object({ name: Type.String(), image: Image });

export const Competition = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Localized by Accept-Language' }),
  country: CountrySummary,
  pallonecomSlug: Type.String(),
});
export type Competition = Static<typeof Competition>;

export const CompetitionList = Type.Array(Competition);

/** `/competitions/pallonecomSlug/{slug}/getIds`: the id behind a slug. */
export const CompetitionIds = Type.Object({ id: Type.Integer() });

export const CompetitionListQuery = Type.Object({ countryId: Type.Optional(DbId) });
export type CompetitionListQuery = Static<typeof CompetitionListQuery>;

export const CompetitionSeasonIdParams = Type.Object({ competitionId: DbId, seasonId: DbId });
export type CompetitionSeasonIdParams = Static<typeof CompetitionSeasonIdParams>;

export const CompetitionSeasonIdBody = Type.Object({ competitionSeasonId: Type.Integer() });

export const TeamSummary = NamedImageRef;
export type TeamSummary = Static<typeof TeamSummary>;

export const TeamWinner = Type.Object({
  competitionSeasonId: Type.Integer(),
  season: Season,
  team: TeamSummary,
});
export type TeamWinner = Static<typeof TeamWinner>;

export const TeamWinnerList = Type.Array(TeamWinner);

export const COMPETITION_SORT_FIELDS = ['id', 'name', 'country'] as const;
export const MAX_PAGE_SIZE = 100;

/** `POST /competitions/getPaginated`: unknown filter or sort fields are a 400; pageSize is capped at 100. */
export const CompetitionPageRequest = pageRequest(
  {
    countryId: Type.Optional(DbId),
    type: Type.Optional(Type.Enum(['league', 'cup', 'international'])),
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Part of the name, either language' }),
    ),
  },
  COMPETITION_SORT_FIELDS,
  { defaultSize: 20, maxSize: MAX_PAGE_SIZE },
);
export type CompetitionPageRequest = Static<typeof CompetitionPageRequest>;

export const CompetitionPage = pageOf(Competition);
export type CompetitionPage = Static<typeof CompetitionPage>;

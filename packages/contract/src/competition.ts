/** TypeBox schemas of competitions (SPEC §3: id, name, country { name, image }, pallonecomSlug). */
import { Type, type Static } from 'typebox';
import { Image } from './common.ts';
import { Season } from './season.ts';

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

export const TeamSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pallonecomSlug: Type.String(),
  image: Image,
});
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
export const CompetitionPageRequest = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based' }),
    pageSize: Type.Integer({ minimum: 1, default: 20, description: `Capped at ${MAX_PAGE_SIZE}` }),
    filters: Type.Optional(
      Type.Object(
        {
          countryId: Type.Optional(DbId),
          type: Type.Optional(Type.Enum(['league', 'cup', 'international'])),
          name: Type.Optional(
            Type.String({ minLength: 1, maxLength: 100, description: 'Part of the name, either language' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    sort: Type.Optional(
      Type.Object(
        {
          field: Type.Enum([...COMPETITION_SORT_FIELDS]),
          direction: Type.Optional(Type.Enum(['asc', 'desc'])),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CompetitionPageRequest = Static<typeof CompetitionPageRequest>;

export const CompetitionPage = Type.Object({
  items: CompetitionList,
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CompetitionPage = Static<typeof CompetitionPage>;

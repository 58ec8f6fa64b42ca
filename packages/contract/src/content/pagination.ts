/**
 * `getPaginated` calls: body `{ page, pageSize, filters, sort }` → `{ items, total, page, pageSize }`. A page below
 * 1, an unknown filter or an unknown sort field is a 400 naming it; `pageSize` above the cap (50 in the content
 * API) is capped (the answer says which size was used).
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

export const MAX_CONTENT_PAGE_SIZE = 50;
export const DEFAULT_CONTENT_PAGE_SIZE = 10;

export const SortDirection = Type.Enum(['asc', 'desc']);

/** The default and the cap of `pageSize` (the cap is applied by the server, so it is only described here). */
export interface PageSizes {
  defaultSize: number;
  maxSize: number;
}

const contentPageSizes: PageSizes = {
  defaultSize: DEFAULT_CONTENT_PAGE_SIZE,
  maxSize: MAX_CONTENT_PAGE_SIZE,
};

export function pageRequest<F extends TProperties, S extends string>(
  filters: F,
  sortFields: readonly [S, ...S[]],
  { defaultSize, maxSize }: PageSizes = contentPageSizes,
) {
  return Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based' }),
      pageSize: Type.Integer({ minimum: 1, default: defaultSize, description: `Capped at ${maxSize}` }),
      filters: Type.Optional(Type.Object(filters, { additionalProperties: false })),
      sort: Type.Optional(
        Type.Object(
          { field: Type.Enum([...sortFields]), direction: Type.Optional(SortDirection) },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );
}

export function pageOf<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

/** A page of `getPaginated` (core's `Paginated<T>`); `pageOf(item)` is its schema. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `?currentPage=&pageSize=` of the author news pages (SPEC §9: 6 a page). */
export const AuthorNewsQuery = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, default: 6, description: `Default 6, capped at ${MAX_CONTENT_PAGE_SIZE}` }),
  ),
});
export type AuthorNewsQuery = Static<typeof AuthorNewsQuery>;

/** `?limit=` of the short lists (home, related). */
export const LimitQuery = (defaultLimit: number, maximum: number) =>
  Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum, default: defaultLimit })) });

export const Translation = Type.Object({ language: Type.Enum(['it', 'en']), pallonecomSlug: Type.String() });
export type Translation = Static<typeof Translation>;

export const SlugIds = Type.Object({ id: Type.Integer() });

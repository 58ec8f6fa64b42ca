/** TypeBox schemas shared by every route: ids, images, errors, pagination. */
import { Type, type Static } from 'typebox';

/** A positive integer id in a path (`/teams/{id}`): "abc", "0" or "-1" are a 400 naming the field. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdParams = Static<typeof IdParams>;

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
});
export type SlugParams = Static<typeof SlugParams>;

export const Image = Type.Union([Type.Object({ path: Type.String() }), Type.Null()]);

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

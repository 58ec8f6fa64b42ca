/** Shared pieces of the back-office write and list schemas. */
import { Type } from 'typebox';

export const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
export const Language = Type.Enum(['it', 'en']);
export const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant' });
export const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
export const Keywords = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
  maxItems: 30,
  default: [],
});
export const OptionalId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
);

/** `{ page, pageSize, search?, sort? }` of every back-office list; pageSize capped at 100. */
export function backofficePageRequest<S extends string>(sortFields: readonly [S, ...S[]]) {
  return Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      search: Type.Optional(Type.String({ maxLength: 100 })),
      sort: Type.Optional(
        Type.Object(
          { field: Type.Enum([...sortFields]), direction: Type.Optional(Type.Enum(['asc', 'desc'])) },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );
}

export const DeletedResponse = Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) });

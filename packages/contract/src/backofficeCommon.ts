/** Shared pieces of the back-office write and list schemas. */
import { Type, type TProperties, type TSchema } from 'typebox';

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

/** A translation group's key: versions of one text in other languages share it (generated when left out). */
export const TranslationKey = Type.Optional(
  Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
);

/** A list's editable order: lower first. */
export const SortOrder = Type.Integer({ minimum: -100000, maximum: 100000, default: 0 });

/** The fields a translated text's write starts with (guides, landing pages). */
export const translatedFields = {
  language: Language,
  translationKey: TranslationKey,
  pallonecomSlug: Slug,
  title: Text(200),
};

/** The columns a translated text's back-office row starts with (guides, landing pages, news). */
export const translatedRowFields = {
  id: Type.Integer(),
  translationKey: Type.String(),
  language: Type.String(),
  pallonecomSlug: Type.String(),
  title: Type.String(),
};

/** The `data` of an update: the create's fields plus the row's id and, for sections with an image, `removeImage`. */
export function updateOf<F extends TProperties>(fields: F) {
  return Type.Object(
    {
      id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      ...fields,
      removeImage: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  );
}

/** An uploaded image part: JPEG, PNG, WebP or GIF, at most 5 MB and 40 MP, re-encoded to WebP by the server. */
export const ImageFile = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'JPEG, PNG, WebP or GIF, at most 5 MB and 40 MP',
});

/**
 * The multipart/form-data body of a write with an image: `data`, the write's JSON object sent as a JSON string
 * (OpenAPI's default encoding of an object part), and an optional `image` file.
 */
export function imageForm<T extends TSchema>(data: T) {
  return Type.Object({ data, image: Type.Optional(ImageFile) }, { additionalProperties: false });
}

/**
 * Back-office news translations and preview: the language versions of an article, creating the missing one from
 * it, and the preview of unsaved fields (decision 049).
 */
import { Type, type Static } from 'typebox';
import { Language } from './backofficeCommon.ts';
import { NewsStatusSchema, newsFields } from './backofficeNews.ts';

/** One language version of an article's story. */
export const BackofficeNewsVersion = Type.Object({
  id: Type.Integer(),
  language: Language,
  pallonecomSlug: Type.String(),
  title: Type.String(),
  /** At the server's clock: draft, scheduled or published. */
  status: NewsStatusSchema,
});
export type BackofficeNewsVersion = Static<typeof BackofficeNewsVersion>;
export const BackofficeNewsVersions = Type.Array(BackofficeNewsVersion);

/** POST /backoffice/news/{id}/translations: the language of the new version. */
export const NewsTranslationCreate = Type.Object({ language: Language }, { additionalProperties: false });
export type NewsTranslationCreate = Static<typeof NewsTranslationCreate>;

/** POST /backoffice/news/preview: the form's fields as they are, and the saved article's id (for its image). */
export const NewsPreviewRequest = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })), ...newsFields },
  { additionalProperties: false },
);
export type NewsPreviewRequest = Static<typeof NewsPreviewRequest>;

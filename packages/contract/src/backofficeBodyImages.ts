/**
 * POST /backoffice/images: a picture placed inside an article's body from the editor (issue #13). It is checked and
 * re-encoded like a banner (WebP at fixed widths) and answered with what the editor writes into the body's `<img>`.
 */
import { Type, type Static } from 'typebox';
import { ImageFile } from './backofficeCommon.ts';

/** The `data` part: the picture's alternative text, required as for banners. */
export const BodyImageData = Type.Object(
  {
    alt: Type.String({
      minLength: 1,
      maxLength: 300,
      description: 'Alternative text (what the picture shows)',
    }),
  },
  { additionalProperties: false },
);
export type BodyImageData = Static<typeof BodyImageData>;

/** The multipart body: `data` as a JSON string and the `image` file, both required. */
export const BodyImageForm = Type.Object(
  { data: BodyImageData, image: ImageFile },
  { additionalProperties: false },
);

/** The stored picture: the largest variant as `src`, every variant in `srcset`, its pixel size and the alt text. */
export const BodyImage = Type.Object({
  src: Type.String({ description: '/uploads/news/<name>-<width>.webp, the largest variant' }),
  srcset: Type.String({ description: 'Every variant with its width, for the img `srcset`' }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  alt: Type.String(),
});
export type BodyImage = Static<typeof BodyImage>;

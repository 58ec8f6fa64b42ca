import type { BodyImage } from '@pallone/contract';

/** The column the article body sits in: full width on phones, at most 720 px from tablets up. */
export const BODY_IMAGE_SIZES = '(max-width: 720px) 100vw, 720px';

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The `<img>` an uploaded picture becomes in an article body: every variant in `srcset`, its pixel size (so the
 * page keeps its place before it loads) and lazy loading. The server's body policy keeps exactly these attributes.
 */
export function bodyImageHtml(image: BodyImage): string {
  return (
    `<img src="${attribute(image.src)}" srcset="${attribute(image.srcset)}" sizes="${BODY_IMAGE_SIZES}" ` +
    `alt="${attribute(image.alt)}" width="${image.width}" height="${image.height}" loading="lazy">`
  );
}

/**
 * URLs of a news image. The API gives `{ path, sizes }`: the server stores an upload as `<path>-<width>.webp`
 * for each width in `sizes` (320, 640 and 1200 for banners, packages/server/src/uploads); the bare `path` is
 * not a file. With no image the article shows the default news banner (SPEC "Default images").
 */

export interface StoredImage {
  path: string;
  /** The stored widths; absent or empty for an image given by its own URL (no variants). */
  sizes?: readonly number[];
  /** An article's image texts (decision 049): its text alternative, caption and credit ('' when none). */
  alt?: string;
  caption?: string;
  credit?: string;
}

/** The widths the server makes for an article banner. */
export const BANNER_WIDTHS = [320, 640, 1200] as const;
/** The banner's box: 16:9, the largest stored width. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 675;

/** Static assets in site/public: the SVG shown on pages, a PNG of the same drawing for link previews. */
export const DEFAULT_NEWS_BANNER = '/images/default-news-banner.svg';
export const DEFAULT_NEWS_SHARE_IMAGE = '/images/default-news-banner.png';

/** An upload's base path the store made (`/uploads/<kind>/<uuid>`), whose files carry a width suffix. */
const UPLOAD_BASE = /^\/uploads\/[a-z]+\/[0-9a-f-]{36}$/;

export interface ImageVariant {
  width: number;
  url: string;
}

/** The stored variants, smallest first; an image without variants is one URL of unknown width (0). */
export function imageVariants(image: StoredImage): ImageVariant[] {
  const widths = image.sizes?.length ? image.sizes : UPLOAD_BASE.test(image.path) ? BANNER_WIDTHS : [];
  if (widths.length === 0) return [{ width: 0, url: image.path }];
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: `${image.path}-${width}.webp` }));
}

export interface BannerSource {
  src: string;
  /** `url 320w, url 640w, …`; undefined when there is one file. */
  srcSet: string | undefined;
  isDefault: boolean;
}

/** What an `<img>` of the article banner needs: the largest file as `src`, every variant in `srcSet`. */
export function bannerSource(image: StoredImage | null | undefined): BannerSource {
  if (!image) return { src: DEFAULT_NEWS_BANNER, srcSet: undefined, isDefault: true };
  const variants = imageVariants(image);
  const largest = variants[variants.length - 1]!;
  const srcSet =
    variants.length > 1
      ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
      : undefined;
  return { src: largest.url, srcSet, isDefault: false };
}

/** The smallest variant at least `width` px wide (else the largest): a list thumbnail's file. */
export function imageUrlFor(image: StoredImage, width: number): string {
  const variants = imageVariants(image);
  return (variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1]!).url;
}

/** The site path of the image link previews (og:image, JSON-LD) use: the largest variant, else the default PNG. */
export function shareImagePath(image: StoredImage | null | undefined): string {
  if (!image) return DEFAULT_NEWS_SHARE_IMAGE;
  return imageUrlFor(image, BANNER_WIDTH);
}

/**
 * Turns an uploaded image into the WebP variants the site uses. The type comes from the bytes (imageType.ts);
 * not empty, at most 5 MB and 24 megapixels, checked from the header (sharp metadata) before any pixel is
 * decoded. The picture is decoded once (to the largest width) and each variant made from that; at most
 * MAX_CONCURRENT_REENCODES uploads are re-encoded at once, the others wait. Only the first frame of an animation
 * is kept. Failures are 400s naming the form field.
 */
import sharp from 'sharp';
import { BadRequestError } from '../http/errors.ts';
import { detectImageType } from './imageType.ts';
import { Semaphore } from './semaphore.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** 6000 × 4000, a camera photo: decoded as RGBA it takes ~96 MB. */
export const MAX_UPLOAD_PIXELS = 24_000_000;
export const MAX_CONCURRENT_REENCODES = 2;

/** The shared slots for re-encoding (exposed so tests can watch them). */
export const reencodeSlots = new Semaphore(MAX_CONCURRENT_REENCODES);

/** Widths per kind of picture: article banners and logos. */
export const BANNER_WIDTHS = [320, 640, 1200] as const;
export const LOGO_WIDTHS = [64, 128, 256] as const;
/** Pictures inside an article's body: a phone's column at 2× and the desktop column at 2×. */
export const BODY_IMAGE_WIDTHS = [480, 960] as const;

export interface ImageVariant {
  /** The width asked for (the file name's); the picture is never enlarged, so it may be narrower. */
  width: number;
  data: Buffer;
  /** The encoded picture's own size in pixels. */
  pixels: { width: number; height: number };
}

/** Checks size, type and header dimensions without decoding a pixel; throws a 400 naming `field`. */
async function checkUpload(bytes: Buffer, field: string): Promise<void> {
  if (bytes.length === 0) throw new BadRequestError(`The ${field} file is empty`, field);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new BadRequestError(`The ${field} file is larger than 5 MB`, field);
  if (!detectImageType(bytes)) {
    throw new BadRequestError(`The ${field} file is not a JPEG, PNG, WebP or GIF image`, field);
  }
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestError(`The ${field} file is not a readable image`, field);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new BadRequestError(`The ${field} file has no dimensions`, field);
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new BadRequestError(
      `The ${field} image is ${width}×${height} pixels: at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
      field,
    );
  }
}

async function reencode(bytes: Buffer, widths: readonly number[]): Promise<ImageVariant[]> {
  const decoded = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false })
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const variants: ImageVariant[] = [];
  for (const target of widths) {
    const { data, info } = await sharp(decoded.data, { raw })
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: target, data, pixels: { width: info.width, height: info.height } });
  }
  return variants;
}

export async function processImage(
  bytes: Buffer,
  widths: readonly number[],
  field = 'image',
): Promise<ImageVariant[]> {
  await checkUpload(bytes, field);
  try {
    return await reencodeSlots.run(() => reencode(bytes, widths));
  } catch {
    throw new BadRequestError(`The ${field} file is not a readable image`, field);
  }
}

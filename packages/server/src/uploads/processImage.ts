/**
 * Turns an uploaded image into the WebP variants the site uses. The type comes from the bytes (imageType.ts);
 * at most 5 MB and 40 megapixels, checked from the header (sharp metadata) before any pixel is decoded. Only the
 * first frame of an animation is kept. Failures are 400s naming the form field.
 */
import sharp from 'sharp';
import { BadRequestError } from '../http/errors.ts';
import { detectImageType } from './imageType.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** Widths per kind of picture: article banners and logos. */
export const BANNER_WIDTHS = [320, 640, 1200] as const;
export const LOGO_WIDTHS = [64, 128, 256] as const;

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export async function processImage(
  bytes: Buffer,
  widths: readonly number[],
  field = 'image',
): Promise<ImageVariant[]> {
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
    throw new BadRequestError(`The ${field} image is larger than 40 megapixels`, field);
  }
  try {
    return await Promise.all(
      widths.map(async (target) => ({
        width: target,
        data: await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false })
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new BadRequestError(`The ${field} file is not a readable image`, field);
  }
}

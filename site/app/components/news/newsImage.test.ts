import { describe, expect, it } from 'vitest';
import {
  bannerSource,
  DEFAULT_NEWS_BANNER,
  DEFAULT_NEWS_SHARE_IMAGE,
  imageUrlFor,
  imageVariants,
  shareImagePath,
} from './newsImage.ts';

const UPLOAD = '/uploads/news/0b6c1f1e-2d3a-4c5b-8e9f-a1b2c3d4e5f6';

describe('news image URLs', () => {
  it('names the stored WebP files of an upload, smallest first, never the bare path', () => {
    expect(imageVariants({ path: UPLOAD, sizes: [1200, 320, 640] })).toEqual([
      { width: 320, url: `${UPLOAD}-320.webp` },
      { width: 640, url: `${UPLOAD}-640.webp` },
      { width: 1200, url: `${UPLOAD}-1200.webp` },
    ]);
  });

  it('assumes the banner sizes for an upload path given without its sizes', () => {
    expect(imageVariants({ path: UPLOAD }).map((variant) => variant.url)).toEqual([
      `${UPLOAD}-320.webp`,
      `${UPLOAD}-640.webp`,
      `${UPLOAD}-1200.webp`,
    ]);
  });

  it('uses an image that is not an upload (no sizes) as is', () => {
    expect(imageVariants({ path: '/images/sample.jpg', sizes: [] })).toEqual([
      { width: 0, url: '/images/sample.jpg' },
    ]);
    expect(bannerSource({ path: '/images/sample.jpg', sizes: [] })).toEqual({
      src: '/images/sample.jpg',
      srcSet: undefined,
      isDefault: false,
    });
  });

  it('gives the banner a srcset with width descriptors and the largest file as src', () => {
    expect(bannerSource({ path: UPLOAD, sizes: [320, 640, 1200] })).toEqual({
      src: `${UPLOAD}-1200.webp`,
      srcSet: `${UPLOAD}-320.webp 320w, ${UPLOAD}-640.webp 640w, ${UPLOAD}-1200.webp 1200w`,
      isDefault: false,
    });
  });

  it('falls back to the default news banner without an image', () => {
    expect(bannerSource(null)).toEqual({ src: DEFAULT_NEWS_BANNER, srcSet: undefined, isDefault: true });
    expect(shareImagePath(null)).toBe(DEFAULT_NEWS_SHARE_IMAGE);
  });

  it('picks the smallest file at least as wide as asked, else the largest', () => {
    const image = { path: UPLOAD, sizes: [320, 640, 1200] };
    expect(imageUrlFor(image, 200)).toBe(`${UPLOAD}-320.webp`);
    expect(imageUrlFor(image, 321)).toBe(`${UPLOAD}-640.webp`);
    expect(imageUrlFor(image, 2000)).toBe(`${UPLOAD}-1200.webp`);
    expect(shareImagePath(image)).toBe(`${UPLOAD}-1200.webp`);
  });
});

import { useState } from 'react';
import type { ImageRef } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';

/** An API image path as a URL: root-relative paths resolve against the API's origin, others stay as they are. */
export function imageUrl(imageBase: string, path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${imageBase}${path}` : path;
}

/**
 * The `src` of an API image: its URL, or `fallback` when there is none or it failed to load (`onError`).
 * `isFallback` lets styles and tests tell them apart.
 */
export function useImageSrc(
  image: ImageRef | undefined,
  fallback: string,
): { src: string; isFallback: boolean; onError: () => void } {
  const { imageBase } = usePallone();
  const [failed, setFailed] = useState(false);
  const src = image && !failed ? imageUrl(imageBase, image.path) : fallback;
  return { src, isFallback: src === fallback, onError: () => setFailed(true) };
}

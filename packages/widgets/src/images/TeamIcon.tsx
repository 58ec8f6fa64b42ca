import { useState } from 'react';
import type { ImageRef } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { imageUrl } from './useImageSrc.ts';

const style = { verticalAlign: 'middle', marginInlineEnd: 6 } as const;

/**
 * A team's picture in a dense row (LiveScores), decorative, at a fixed size. Unlike TeamImage it draws no
 * fallback shield (the row keeps its widget inside its size budget): a picture that fails to load leaves its box
 * empty, so nothing moves; a team without one (a placeholder "Winner match 49") shows none.
 */
export function TeamIcon({ image, size }: { image: ImageRef | undefined; size: number }) {
  const { imageBase } = usePallone();
  const [failed, setFailed] = useState(false);
  if (!image) return null;
  return (
    <img
      src={imageUrl(imageBase, image.path)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={failed ? { ...style, visibility: 'hidden' } : style}
      onError={() => setFailed(true)}
    />
  );
}

import { useState } from 'react';
import { styled } from 'styled-components';
import type { ImageRef } from '@pallone/core';
import { teamFallbackImage } from './teamFallbackImage.ts';

const Image = styled.img`
  flex: none;
  width: 24px;
  height: 24px;
  object-fit: contain;
`;

/** A team's badge at 24 px; the neutral shield when there is none or it fails to load. Decorative (alt=""). */
export function TeamBadge({ image }: { image: ImageRef }) {
  const [failed, setFailed] = useState(false);
  const src = image && !failed ? image.path : teamFallbackImage;
  return (
    <Image
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      data-fallback={src === teamFallbackImage ? '' : undefined}
      onError={() => setFailed(true)}
    />
  );
}

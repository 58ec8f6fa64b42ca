import { styled } from 'styled-components';
import type { ImageRef } from '@pallone/core';
import { useImageSrc } from '../images/useImageSrc.ts';

const Image = styled.img`
  flex: none;
  object-fit: contain;
  &[data-shape='round'] {
    border-radius: 50%;
  }
`;

export interface ResultImageProps {
  image: ImageRef | undefined;
  /** SPEC §9: 42 px for a player, 40 px for a team, 35 px for a match's team icon. */
  size: number;
  fallback: string;
  shape?: 'round';
}

/** A result's image at its spec size, or the fallback when there is none or it fails to load. Decorative. */
export function ResultImage({ image, size, fallback, shape }: ResultImageProps) {
  const { src, isFallback, onError } = useImageSrc(image, fallback);
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      data-shape={shape}
      data-fallback={isFallback ? '' : undefined}
      onError={onError}
    />
  );
}

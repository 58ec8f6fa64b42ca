import { styled } from 'styled-components';
import type { ImageRef } from '@pallone/core';
import { teamFallbackImage } from '../Standings/teamFallbackImage.ts';
import { useImageSrc } from './useImageSrc.ts';

const Image = styled.img`
  flex: none;
  object-fit: contain;
  vertical-align: middle;
`;

export interface TeamImageProps {
  /** The API's team image: an uploaded crest, a generated badge or a national team's flag. */
  image: ImageRef | undefined;
  /** Width and height in px (SPEC §9: 40 in a team result, 35 as a match's team icon). */
  size: number;
  className?: string;
}

/**
 * A team's picture at a fixed size (width and height set: no layout shift), lazy, decorative (alt="": it
 * stands next to the team's name); the neutral shield when there is none or it fails to load.
 */
export function TeamImage({ image, size, className }: TeamImageProps) {
  const { src, isFallback, onError } = useImageSrc(image, teamFallbackImage);
  return (
    <Image
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      data-fallback={isFallback ? '' : undefined}
      onError={onError}
    />
  );
}

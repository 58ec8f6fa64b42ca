import { styled } from 'styled-components';
import type { ImageRef } from '@pallone/core';
import { useImageSrc } from '../images/useImageSrc.ts';
import { PlaceholderImage, type PlaceholderKind } from './PlaceholderImage.tsx';

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
  /** Drawn instead when there is no image or it fails to load. */
  placeholder: PlaceholderKind;
  shape?: 'round';
}

/** A result's image at its spec size, or the theme-coloured placeholder when there is none or it fails to load. Decorative. */
export function ResultImage({ image, size, placeholder, shape }: ResultImageProps) {
  const { src, isFallback, onError } = useImageSrc(image, '');
  if (isFallback) return <PlaceholderImage kind={placeholder} size={size} />;
  return (
    <Image src={src} alt="" width={size} height={size} loading="lazy" data-shape={shape} onError={onError} />
  );
}

import { styled } from 'styled-components';
import type { StoredImage } from './newsImage.ts';

const Caption = styled.p`
  margin: -4px 0 12px;
  font-size: 14px;
  color: var(--site-muted);
`;

/** The banner's caption and credit under it (decision 049); nothing when the image has neither. */
export function ImageCaption({ image }: { image: StoredImage | null | undefined }) {
  const caption = image?.caption?.trim();
  const credit = image?.credit?.trim();
  if (!caption && !credit) return null;
  return (
    <Caption>
      {caption}
      {caption && credit ? ' · ' : ''}
      {credit && <small>{credit}</small>}
    </Caption>
  );
}

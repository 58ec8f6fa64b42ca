import type { ImageRef } from '@pallone/core';
import { TeamImage } from '../images/TeamImage.tsx';

/** A team's badge at 24 px in a standings row; the neutral shield when there is none. Decorative (alt=""). */
export function TeamBadge({ image }: { image: ImageRef }) {
  return <TeamImage image={image} size={24} />;
}

import type { ImageRef } from './ImageRef.ts';
import type { SimplifiedTeam } from './Team.ts';

/** SPEC §3: name, image.path, currentTeam.name, pallonecomSlug. */
export interface Player {
  id: number;
  name: string;
  image: ImageRef;
  currentTeam: SimplifiedTeam | null;
  pallonecomSlug: string;
}

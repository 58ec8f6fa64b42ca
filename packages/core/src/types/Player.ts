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

/** `GET /players/{id}` and `/players/pallonecomSlug/{slug}`. */
export interface PlayerDetail extends Player {
  /** `YYYY-MM-DD` where known. */
  birthDate: string | null;
  birthYear: number | null;
  nationality: { code: string; name: string; image: ImageRef } | null;
  /** GK | DF | MF | FW */
  position: string | null;
  currentNationalTeam: SimplifiedTeam | null;
}

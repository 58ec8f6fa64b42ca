import type { ImageRef } from './ImageRef.ts';

export type FormResult = 'W' | 'D' | 'L';

export interface StandingRow {
  position: number;
  team: { id: number; name: string; pallonecomSlug: string; image: ImageRef };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last results, oldest first. */
  form: FormResult[];
}

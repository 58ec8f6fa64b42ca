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
  /** After any deduction. */
  points: number;
  /** Points docked by the league (0 when none; home and away tables are never docked). */
  pointsDeducted: number;
  /** The last five results, newest last. */
  form: FormResult[];
}

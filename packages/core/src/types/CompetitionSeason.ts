import type { Competition } from './Competition.ts';
import type { Group } from './Group.ts';
import type { Season } from './Season.ts';
import type { Turn } from './Turn.ts';

export interface CompetitionSeason {
  id: number;
  competition: Competition;
  season: Season;
  groups: Group[];
  turns: Turn[];
  /** The turn to show by default; null when the competition season has no turns. */
  currentTurnId: number | null;
}

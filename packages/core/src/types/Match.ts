import type { Competition } from './Competition.ts';
import type { MatchStatus } from './MatchStatus.ts';
import type { Score } from './Score.ts';
import type { Team } from './Team.ts';
import type { Turn } from './Turn.ts';

/**
 * SPEC §3. `homeTeam`/`awayTeam` are null while a fixture's team is a placeholder ("Winner match 49"):
 * `homeName`/`awayName` then hold the source's text. Scores are null until known.
 */
export interface Match {
  id: number;
  pallonecomSlug: string;
  homeTeam: Team | null;
  awayTeam: Team | null;
  homeName: string;
  awayName: string;
  /** Score after 90 minutes. */
  homeScore: number | null;
  awayScore: number | null;
  halfTimeScore: Score | null;
  extraTimeScore: Score | null;
  penaltiesScore: Score | null;
  /** ISO 8601 instant of the kick-off. */
  date: string;
  /** False when only the day of the kick-off is known. */
  hasTime: boolean;
  status: MatchStatus;
  ended: boolean;
  competition: Competition;
  competitionSeasonId: number;
  seasonId: number;
  groupId: number;
  turn: Turn | null;
  venue: string | null;
}

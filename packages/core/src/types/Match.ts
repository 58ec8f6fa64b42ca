import type { Country } from './Country.ts';
import type { GroupType } from './Group.ts';
import type { ImageRef } from './ImageRef.ts';
import type { MatchStatus } from './MatchStatus.ts';
import type { Score } from './Score.ts';
import type { Team } from './Team.ts';
import type { Turn } from './Turn.ts';

type Named = { id: number; name: string; pallonecomSlug: string };

/**
 * SPEC §3. `homeTeam`/`awayTeam` are null while a fixture's team is a placeholder ("Winner match 49"):
 * `homeName`/`awayName` then hold the source's text.
 */
export interface Match {
  id: number;
  pallonecomSlug: string;
  homeTeam: Team | null;
  awayTeam: Team | null;
  homeName: string;
  awayName: string;
  /** Score after 90 minutes; null until known. */
  homeScore: number | null;
  awayScore: number | null;
  halfTime: Score | null;
  /** Score after extra time, when played. */
  extraTime: Score | null;
  /** Penalty shoot-out, when played. */
  penalties: Score | null;
  /** ISO 8601 instant of the kick-off. */
  date: string;
  /** False when only the day of the kick-off is known. */
  hasTime: boolean;
  status: MatchStatus;
  /** True for played and awarded matches. */
  ended: boolean;
  /** The running clock while the match is played ("23", "45+2", "HT", "PEN"); null otherwise. */
  minute: string | null;
  /** A replay of a real match (npm run replay): show it as such, never as a live match. */
  isReplay: boolean;
  competition: Named & { image: ImageRef; country: Country | null };
  competitionSeasonId: number;
  season: Named;
  group: Named & { type: GroupType };
  turn: (Turn & { pallonecomSlug: string }) | null;
  venue: string | null;
  referees: { name: string; role: string }[];
}

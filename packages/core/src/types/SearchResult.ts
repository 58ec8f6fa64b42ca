import type { Country } from './Country.ts';
import type { ImageRef } from './ImageRef.ts';
import type { Match } from './Match.ts';
import type { Team } from './Team.ts';
import type { SearchTier } from '../rules/searchRank.ts';

/** How a result matched (decision 018): 4 exact name or alias, 3 a whole word, 2 a word start, 1 looser. */
interface Ranked {
  /** Sent by the API; absent in hand-written fixtures. */
  tier?: SearchTier;
}

/** SPEC §2 global search: a player result shows image, name and current team name. */
export interface PlayerSearchResult extends Ranked {
  id: number;
  name: string;
  pallonecomSlug: string;
  image: ImageRef;
  currentTeam: { id: number; name: string; pallonecomSlug: string; image: ImageRef } | null;
}

/** A team result shows image, name and country. */
export type TeamSearchResult = Team & Ranked;

/** A match result shows both team icons, the scores and the date; matches without both teams are not listed. */
export interface MatchSearchResult
  extends
    Pick<
      Match,
      | 'id'
      | 'pallonecomSlug'
      | 'homeScore'
      | 'awayScore'
      | 'extraTime'
      | 'penalties'
      | 'date'
      | 'status'
      | 'ended'
    >,
    Ranked {
  homeTeam: Team;
  awayTeam: Team;
  competition: { id: number; name: string; pallonecomSlug: string };
}

export interface CompetitionSearchResult {
  id: number;
  name: string;
  pallonecomSlug: string;
  image: ImageRef;
  country: Country | null;
}

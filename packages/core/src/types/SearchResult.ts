import type { Country } from './Country.ts';
import type { ImageRef } from './ImageRef.ts';
import type { Match } from './Match.ts';
import type { Team } from './Team.ts';

/** SPEC §2 global search: a player result shows image, name and current team name. */
export interface PlayerSearchResult {
  id: number;
  name: string;
  pallonecomSlug: string;
  image: ImageRef;
  currentTeam: { id: number; name: string; pallonecomSlug: string; image: ImageRef } | null;
}

/** A team result shows image, name and country. */
export type TeamSearchResult = Team;

/** A match result shows both team icons, the scores and the date; matches without both teams are not listed. */
export interface MatchSearchResult extends Pick<
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
> {
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

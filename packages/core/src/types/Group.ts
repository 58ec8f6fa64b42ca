/** What kind of phase a group is. */
export type GroupType = 'league' | 'group' | 'qualifying' | 'playoff' | 'knockout';

/** A phase of a competition season: the league, group A, a qualifying round, a knockout round. */
export interface Group {
  id: number;
  name: string;
  type: GroupType;
  /** The Italian URL slug (`campionato`, `girone-a`, `fase-finale` …). */
  pallonecomSlug: string;
}

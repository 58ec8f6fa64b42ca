/** What changed in stored football data: the matches and competition seasons whose answers are now stale. */
export interface DataChange {
  /** sync | feed | backoffice | import */
  reason: string;
  matchIds: number[];
  competitionSeasonIds: number[];
}

/** What changed in stored football data: the matches and competition seasons whose answers are now stale. */
export interface DataChange {
  /** sync | feed | backoffice | import */
  reason: string;
  matchIds: number[];
  competitionSeasonIds: number[];
}

export function describeChange(change: DataChange): string {
  return `${change.reason}: ${change.matchIds.length} matches, ${change.competitionSeasonIds.length} competition seasons`;
}

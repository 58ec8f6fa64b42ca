/** What one source's pass changed, for the status table and for the caches to drop. */
export interface SyncOutcome {
  /** Rows read from the source. */
  rows: number;
  /** Rows inserted or updated (matches and statistics). */
  changed: number;
  rejected: { line: number; reason: string }[];
  matchIds: number[];
  competitionSeasonIds: number[];
}

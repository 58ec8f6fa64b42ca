/** What the provider poller exposes about itself: last poll, errors and backoff, mapped and unmapped fixtures. */
export interface MappedFixtureReport {
  providerId: string;
  matchId: number;
  homeName: string;
  awayName: string;
  accepted: number;
  duplicates: number;
  /** Set when the fixture's events could not be fetched or applied in the last poll. */
  error: string | null;
}

export interface UnmappedFixtureReport {
  providerId: string;
  league: string;
  homeName: string;
  awayName: string;
  kickoff: string;
  reason: string;
}

export interface ProviderStatus {
  source: string;
  running: boolean;
  intervalMs: number;
  lastPollAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** Consecutive failed polls; the next waits interval × 2^failures, capped. */
  failures: number;
  nextPollAt: string | null;
  /** Live fixtures of leagues Pallone does not follow, in the last successful poll. */
  ignored: number;
  mapped: MappedFixtureReport[];
  unmapped: UnmappedFixtureReport[];
}

/**
 * The one small interface a live-score provider implements (issue #10 §3): list its live fixtures, fetch one
 * fixture's events, and turn them into feed events for the Pallone match the fixture was mapped to. The poller
 * (`providerPoller.ts`) does the rest for every provider alike: mapping, vanished events, applying, backoff.
 */
import type { FeedEvent } from '@pallone/contract';

/** What a fixture must say to be found among Pallone's matches. */
export interface ProviderFixtureKey {
  /** The provider's fixture id. */
  providerId: string;
  /** The Pallone competition code (`it.1`, `world` …), or null for a league Pallone does not follow. */
  competitionCode: string | null;
  /** The provider's league, for reports: `Serie A (135)`. */
  league: string;
  kickoff: Date;
  homeName: string;
  awayName: string;
}

/** The Pallone match of a fixture, and the Pallone teams of the provider's home and away sides. */
export interface MappedMatch {
  matchId: number;
  competitionSeasonId: number;
  homeTeamId: number;
  awayTeamId: number;
}

export interface LiveProvider<Fixture, Event> {
  /** The feed source its events are stored under (`api-football`). */
  readonly source: string;
  fetchLiveMatches(signal: AbortSignal): Promise<Fixture[]>;
  /** One fixture by id: a fixture that left the live list is fetched once more for its final status. */
  fetchFixture(providerId: string, signal: AbortSignal): Promise<Fixture | null>;
  fetchMatchEvents(fixture: Fixture, signal: AbortSignal): Promise<Event[]>;
  describe(fixture: Fixture): ProviderFixtureKey;
  /**
   * The fixture's state as feed events with ids stable across polls (a repeat is a duplicate). Events the
   * provider no longer lists are the poller's business (it sends a `cancel`).
   */
  toFeedEvents(fixture: Fixture, events: Event[], match: MappedMatch, now: Date): FeedEvent[];
}

/** A feed event as the fold reads it: who sent it, when it happened, and the event itself (or a staff reopen). */
import type { FeedEvent } from '@pallone/contract';

/** Stored by `POST /feed/matches/{id}/reopen` (source `staff`): the next status may be any status. */
export interface FeedReopenEvent {
  id: string;
  matchId: number;
  at: string;
  type: 'reopen';
  /** The staff member's email. */
  by: string;
}

export interface StoredFeedEvent {
  source: string;
  at: Date;
  event: FeedEvent | FeedReopenEvent;
}

export const STAFF_SOURCE = 'staff';

/** The key of an event among all sources (ids are unique per source only). */
export function feedEventKey(source: string, eventId: string): string {
  return `${source}\u0000${eventId}`;
}

/** The match_events source key of a feed event's row. */
export function feedRowKey(source: string, eventId: string): string {
  return `feed:${source}:${eventId}`;
}

export const FEED_ROW_PREFIX = 'feed:';

/**
 * Data that moves while the site runs: the live feed's events as received (the match's live state is folded
 * from them, so late and out-of-order events give the same state) and the scheduled sync's sources with their
 * conditional-request validators and last outcome (kept in a table so every process reads the same status).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { matches } from './schema.ts';

export const feedEvents = pgTable(
  'feed_events',
  {
    id: serial('id').primaryKey(),
    /** Who sent it: `feed` (POST /feed/events), `api-football` (the provider adapter). */
    source: text('source').notNull(),
    /** The sender's event id, unique per source: a repeat is a duplicate. */
    eventId: text('event_id').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** status | event | shootout | cancel | reopen */
    type: text('type').notNull(),
    /** The validated event as received. */
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_events_source_event').on(t.source, t.eventId),
    index('feed_events_match').on(t.matchId, t.at),
  ],
);

export const syncSources = pgTable('sync_sources', {
  /** The URL or local path as configured. */
  url: text('url').primaryKey(),
  /** openfootball | football-data */
  format: text('format').notNull(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  /** Rows the last successful pass inserted or updated (0 on a 304 or an unchanged file). */
  rowsChanged: integer('rows_changed').notNull().default(0),
  /** Consecutive failures; the next attempt waits interval × 2^failures (capped). */
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  /** Hash of the last body applied: an unchanged body (no validators from the server) is not re-applied. */
  contentHash: text('content_hash'),
  enabled: boolean('enabled').notNull().default(true),
});

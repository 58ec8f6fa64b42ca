/**
 * The live push stream's contract (issue #11): what `GET /api/v1/live/stream` sends as Server-Sent Events and what
 * the shared client reader parses. Declared once here; the server builds these shapes, the widgets consume them.
 *
 * Wire format, one SSE message each:
 *   id: <opaque cursor, resume with Last-Event-ID or ?lastEventId=>
 *   event: match | event | snapshot-end
 *   data: <JSON of LiveMatchMessage | LiveTimelineMessage | {}>
 * plus a `: heartbeat` comment every LIVE_STREAM_HEARTBEAT_MS.
 */
import type { MatchEvent } from '../types/MatchEvent.ts';
import type { MatchStatus } from '../types/MatchStatus.ts';
import type { Score } from '../types/Score.ts';

/** The SSE event names. */
export const LIVE_STREAM_EVENTS = { match: 'match', event: 'event', snapshotEnd: 'snapshot-end' } as const;

/** A comment line is sent this often so proxies keep the connection and clients notice a dead one. */
export const LIVE_STREAM_HEARTBEAT_MS = 15_000;

/** What a stream is opened for (any combination, at least one). `date` is a Rome calendar day, YYYY-MM-DD. */
export interface LiveStreamFilter {
  matchIds?: readonly number[];
  date?: string;
  competitionIds?: readonly number[];
}

/** `event: match`: a match's live summary, sent whenever it changes (and as the snapshot on connect). */
export interface LiveMatchMessage {
  id: number;
  status: MatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  halfTime: Score | null;
  extraTime: Score | null;
  penalties: Score | null;
  /** The clock when the message was built ("23", "45+2", "HT"); null when not being played. */
  minute: string | null;
  ended: boolean;
  isReplay: boolean;
  /** For ticking the minute on the client between messages (matchClock): when the period in progress started. */
  periodStartedAt: string | null;
  /** Match seconds per real second (a replay's speed). */
  clockRate: number;
  /** For filtering by competition and day. */
  competitionId: number;
  competitionSeasonId: number;
  groupId: number;
  /** The kick-off, ISO instant. */
  date: string;
  /** The teams' ids (null for a placeholder): a client applies a live score to its group's table with them. */
  homeTeamId?: number | null;
  awayTeamId?: number | null;
}

/** `event: event`: a timeline event (as getEvents maps it) added to, or withdrawn from, a match. */
export interface LiveTimelineMessage {
  matchId: number;
  change: 'added' | 'withdrawn';
  event: MatchEvent;
}

export type LiveStreamMessage =
  | { type: 'match'; id: string; data: LiveMatchMessage }
  | { type: 'event'; id: string; data: LiveTimelineMessage }
  | { type: 'snapshot-end'; id: string };

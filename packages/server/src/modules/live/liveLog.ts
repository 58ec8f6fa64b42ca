/**
 * The live log (issue #11, decision 016): the stream messages built once per data change, each with an id that
 * only grows, kept for a while so a reconnecting client can resume after the id it last saw. In process (a ring
 * buffer, `inProcessLiveLog.ts`) or a Redis Stream shared by every process (`redisLiveLog.ts`).
 */
import type { LiveMatchMessage, LiveTimelineMessage } from '@pallone/core';

/** One message, with what a client's filter is checked on. */
export type LiveEntry =
  | { kind: 'match'; matchId: number; competitionId: number; day: string; data: LiveMatchMessage }
  | { kind: 'event'; matchId: number; competitionId: number; day: string; data: LiveTimelineMessage };

export type LoggedEntry = LiveEntry & { id: string };

export interface LiveLog {
  /** Appends the messages of one change, in order; listeners (in every process) receive them with their ids. */
  append(entries: readonly LiveEntry[]): Promise<void>;
  /** The id of the newest entry this process has handed to its listeners: where a snapshot stands. */
  head(): string;
  subscribe(listener: (entries: readonly LoggedEntry[]) => void): () => void;
  /** The entries after `id`, oldest first; null when the id is unknown or older than what the log keeps. */
  since(id: string): Promise<LoggedEntry[] | null>;
  close(): Promise<void>;
}

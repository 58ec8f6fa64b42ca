/**
 * How a live message changes what a reader already holds: a `match` message overwrites the match's live fields
 * (score, status, clock, end) and keeps the rest (teams, competition, venue); an `event` message adds a timeline
 * event (once, replacing an older copy) or withdraws it. Pure: widgets apply it to their query cache.
 */
import type { Match } from '../types/Match.ts';
import type { MatchEvent } from '../types/MatchEvent.ts';
import type { LiveMatchMessage, LiveTimelineMessage } from './liveStreamMessages.ts';

/** A match as the stream last described it: with what the client needs to tick its minute. */
export type LiveMatch = Match & { periodStartedAt?: string | null; clockRate?: number };

export function applyLiveMatch<T extends Match>(match: T, live: LiveMatchMessage): T & LiveMatch {
  return {
    ...match,
    status: live.status,
    homeScore: live.homeScore,
    awayScore: live.awayScore,
    halfTime: live.halfTime,
    extraTime: live.extraTime,
    penalties: live.penalties,
    minute: live.minute,
    ended: live.ended,
    isReplay: live.isReplay,
    periodStartedAt: live.periodStartedAt,
    clockRate: live.clockRate,
  };
}

export function applyLiveTimeline(events: readonly MatchEvent[], live: LiveTimelineMessage): MatchEvent[] {
  const others = events.filter((event) => event.id !== live.event.id);
  return live.change === 'added' ? [...others, live.event] : others;
}

import type { Match } from '../types/Match.ts';
import { isLiveStatus } from '../rules/isLiveStatus.ts';

/** How long before a kick-off a widget starts following the live stream (line-ups and warm-ups come then). */
export const FOLLOW_LIVE_BEFORE_MS = 30 * 60_000;

/**
 * When to start following the live stream for a match kicking off at `kickoff` (decision 067): half an hour before
 * (in the past for a match being played: at once); null, never, when none is to come; undefined, at once, when the
 * API did not say. The Standings' `followLiveFrom` for its season's `liveOrNextKickoff`.
 */
export function followLiveFrom(kickoff: string | null | undefined): string | null | undefined {
  if (kickoff === null || kickoff === undefined) return kickoff;
  const at = Date.parse(kickoff);
  return Number.isFinite(at) ? new Date(at - FOLLOW_LIVE_BEFORE_MS).toISOString() : undefined;
}

/**
 * When a list of a day's matches starts following the live stream: at once (undefined) while one of them is live,
 * else half an hour before the first kick-off of those still to be played; null, never, when none is (all played,
 * postponed or cancelled). A match left `scheduled` after its kick-off counts as to be played: the feed may still
 * start it.
 */
export function followDayFrom(
  matches: readonly Pick<Match, 'date' | 'status' | 'ended'>[],
): string | null | undefined {
  if (matches.some((match) => isLiveStatus(match.status))) return undefined;
  const kickoffs = matches
    .filter((match) => match.status === 'scheduled' && !match.ended)
    .map((match) => match.date)
    .sort();
  return kickoffs.length ? followLiveFrom(kickoffs[0]) : null;
}

import { isLiveStatus } from '../rules/isLiveStatus.ts';
import type { Match } from '../types/Match.ts';

/** How often a view refetches while a match it shows is live (replays included). */
export const LIVE_REFETCH_MS = 15_000;

/**
 * A TanStack Query `refetchInterval` for the matches a query holds: every 15 s while one of them is live
 * (SPEC §4 statuses), off otherwise.
 */
export function liveRefetchInterval(
  matches: readonly Pick<Match, 'status'>[] | Pick<Match, 'status'> | null | undefined,
): number | false {
  if (!matches) return false;
  const list = 'status' in matches ? [matches] : matches;
  return list.some((match) => isLiveStatus(match.status)) ? LIVE_REFETCH_MS : false;
}

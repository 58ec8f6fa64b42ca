import { LIVE_MATCH_STATUSES } from '@pallone/contract/matchStatuses';
import type { LiveMatchStatus, MatchStatus } from '../types/MatchStatus.ts';

/** SPEC §4: the statuses counted as live or underway, as the contract lists them (decision 053). */
export { LIVE_MATCH_STATUSES as LIVE_STATUSES };

const live: ReadonlySet<string> = new Set(LIVE_MATCH_STATUSES);

export function isLiveStatus(status: MatchStatus | string): status is LiveMatchStatus {
  return live.has(status);
}

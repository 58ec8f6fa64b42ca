import type { LiveMatchStatus, MatchStatus } from '../types/MatchStatus.ts';

/** SPEC §4: the statuses counted as live or underway. */
export const LIVE_STATUSES: readonly LiveMatchStatus[] = [
  'notStarted',
  'inPlay1H',
  'inPlay2H',
  'inPlay1EH',
  'inPlay2EH',
  'inPlayP',
  'halfTime',
  'breakTime',
];

const live: ReadonlySet<string> = new Set(LIVE_STATUSES);

export function isLiveStatus(status: MatchStatus | string): status is LiveMatchStatus {
  return live.has(status);
}

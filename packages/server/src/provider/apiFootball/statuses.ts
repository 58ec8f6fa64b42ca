/**
 * API-Football's fixture status short codes → the feed's statuses. `ET` covers both halves of extra time: the
 * elapsed minute tells them apart. Codes the feed has no status for give null and are not sent: `LIVE` (in
 * play, period unknown), `AWD`/`WO` (a result awarded at the table, not played: the scheduled sync carries it).
 */
import type { FeedStatus } from '@pallone/contract';

const DIRECT: Readonly<Record<string, FeedStatus>> = {
  TBD: 'notStarted',
  NS: 'notStarted',
  '1H': 'inPlay1H',
  HT: 'halfTime',
  '2H': 'inPlay2H',
  BT: 'breakTime',
  P: 'inPlayP',
  SUSP: 'suspended',
  INT: 'suspended',
  FT: 'ended',
  AET: 'ended',
  PEN: 'ended',
  PST: 'postponed',
  CANC: 'cancelled',
  ABD: 'abandoned',
};

export function feedStatusOf(short: string, elapsed: number | null): FeedStatus | null {
  if (short === 'ET') return elapsed !== null && elapsed > 105 ? 'inPlay2EH' : 'inPlay1EH';
  return DIRECT[short] ?? null;
}

/** The first minute of the period a status plays (for the running clock), or null outside play. */
export function periodBaseOf(status: FeedStatus): number | null {
  switch (status) {
    case 'inPlay1H':
      return 0;
    case 'inPlay2H':
      return 45;
    case 'inPlay1EH':
      return 90;
    case 'inPlay2EH':
      return 105;
    default:
      return null;
  }
}

import type { Match } from '../types/Match.ts';
import { isLiveStatus } from './isLiveStatus.ts';

export type MatchTab = 'diretta-live' | 'statistiche';

/** SPEC §2/§4: a live or ended match opens on diretta-live, any other on statistiche. */
export function matchTab(match: Pick<Match, 'status' | 'ended'>): MatchTab {
  if (match.ended || match.status === 'ended' || isLiveStatus(match.status)) return 'diretta-live';
  return 'statistiche';
}

/**
 * The display status of a match (SPEC §4): a fixture whose kick-off has passed without a result or a live feed
 * is `resultNotAvailable` — never live, never 0-0. A fixture known only by its day counts as passed once that
 * whole day is over. The live feed's statuses (inPlay1H … inPlayP, suspended, abandoned) pass through; a
 * feed-driven match that ended is stored `played`, so it is ended like an imported result.
 */
import type { MatchStatus } from '@pallone/contract';

/** Statuses whose result counts: the match is over. */
export const ENDED_STATUSES: readonly string[] = ['played', 'awarded'];

/** Statuses that will never produce a result. */
export const NEVER_PLAYED_STATUSES: readonly string[] = ['cancelled'];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StatusInput {
  status: string;
  kickoffAt: Date;
  hasKickoffTime: boolean;
  ftHome: number | null;
  ftAway: number | null;
}

export function displayStatus(match: StatusInput, now: Date): MatchStatus {
  // The column holds only the contract's statuses: the importer and the live feed write nothing else.
  if (match.status !== 'scheduled' || (match.ftHome !== null && match.ftAway !== null))
    return match.status as MatchStatus;
  const passedAt = match.kickoffAt.getTime() + (match.hasKickoffTime ? 0 : DAY_MS);
  return passedAt <= now.getTime() ? 'resultNotAvailable' : 'scheduled';
}

export function isEnded(status: string): boolean {
  return ENDED_STATUSES.includes(status);
}

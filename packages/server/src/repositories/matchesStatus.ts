/**
 * The display status of a match (SPEC §4): a fixture whose kick-off has passed without a result or a live feed
 * is `resultNotAvailable` — never live, never 0-0. A fixture known only by its day counts as passed once that
 * whole day is over. The live feed's statuses (inPlay1H … inPlayP, suspended, abandoned) pass through; a
 * feed-driven match that ended is stored `played`, so it is ended like an imported result.
 */

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

export function displayStatus(match: StatusInput, now: Date): string {
  if (match.status !== 'scheduled' || (match.ftHome !== null && match.ftAway !== null)) return match.status;
  const passedAt = match.kickoffAt.getTime() + (match.hasKickoffTime ? 0 : DAY_MS);
  return passedAt <= now.getTime() ? 'resultNotAvailable' : 'scheduled';
}

export function isEnded(status: string): boolean {
  return ENDED_STATUSES.includes(status);
}

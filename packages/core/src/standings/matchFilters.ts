import type { StandingsMatch } from './types.ts';

/**
 * The matches of turns 1…`turn`, for a table "as it stood after matchday N".
 * Matches without a turn number are left out (their turn cannot be known to be ≤ N); a match
 * postponed from turn 3 and played later still belongs to turn 3, as official "after turn N" tables do.
 */
export function matchesUpToTurn<M extends Pick<StandingsMatch, 'turnNumber'>>(
  matches: readonly M[],
  turn: number,
): M[] {
  return matches.filter((match) => typeof match.turnNumber === 'number' && match.turnNumber <= turn);
}

/** The matches that kicked off at or before `instant` (a table "as it stood on a date"). */
export function matchesKickedOffBy<M extends Pick<StandingsMatch, 'kickoffAt'>>(
  matches: readonly M[],
  instant: string | Date,
): M[] {
  const limit = toTime(instant);
  return matches.filter((match) => toTime(match.kickoffAt) <= limit);
}

export function toTime(value: string | Date): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`Invalid kick-off date: ${String(value)}`);
  return time;
}

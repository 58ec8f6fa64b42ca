/**
 * Which status may follow which (issue #10 §2), in time order: notStarted → inPlay1H → halfTime → inPlay2H →
 * ended | breakTime → inPlay1EH → (a break) → inPlay2EH → ended | inPlayP → ended. A feed may skip a step it
 * missed (inPlay1H → inPlay2H) but never go back; a repeat is fine. Any live status may turn suspended,
 * abandoned or postponed; a suspended match resumes where it stopped (or further on). ended, abandoned and
 * cancelled are final until the staff reopen the match, after which any status may come next.
 * Dropping statuses from a valid sequence leaves a valid one, so late events never make a valid feed invalid.
 */
import type { FeedStatus } from '@pallone/contract';

/** Progress of play; breaks (halfTime, breakTime) sit half a step after the period they follow. */
const PLAY_RANK: Partial<Record<FeedStatus, number>> = {
  notStarted: 0,
  inPlay1H: 1,
  inPlay2H: 2,
  inPlay1EH: 3,
  inPlay2EH: 4,
  inPlayP: 5,
  ended: 6,
};

const FINAL: ReadonlySet<FeedStatus> = new Set(['ended', 'abandoned', 'cancelled']);

export interface MachineState {
  /** The status in force; null before the first status event. */
  status: FeedStatus | null;
  /** Progress, for ordering (ended = 6); -1 before anything. */
  rank: number;
  /** The furthest period or break play reached (ended does not count): which scores exist. */
  played: number;
  /** The status a suspended match stopped in. */
  suspendedFrom: FeedStatus | null;
}

export const INITIAL_STATE: MachineState = { status: null, rank: -1, played: -1, suspendedFrom: null };

export class ImpossibleTransitionError extends Error {
  override name = 'ImpossibleTransitionError';
}

function isBreak(status: FeedStatus): boolean {
  return status === 'halfTime' || status === 'breakTime';
}

/** A break's rank: half a step after the period before it (halfTime at least after 1H, breakTime after 2H). */
function rankOf(status: FeedStatus, played: number): number {
  const play = PLAY_RANK[status];
  if (play !== undefined) return play;
  const floor = status === 'halfTime' ? 1 : 2;
  return Math.max(Math.floor(played), floor) + 0.5;
}

function refuse(from: FeedStatus | null, to: FeedStatus): never {
  throw new ImpossibleTransitionError(`A match cannot go from ${from ?? 'no status'} to ${to}`);
}

/** The state after status `next`, or ImpossibleTransitionError. `free` (right after a staff reopen) accepts any. */
export function advance(state: MachineState, next: FeedStatus, free = false): MachineState {
  const { status } = state;
  if (status === next) return state;
  if (!free && status !== null && FINAL.has(status)) refuse(status, next);
  switch (next) {
    case 'suspended':
      return { ...state, status: next, suspendedFrom: status };
    case 'abandoned':
      return { ...state, status: next, suspendedFrom: null };
    case 'postponed':
      return { status: next, rank: -1, played: -1, suspendedFrom: null };
    case 'cancelled':
      if (!free && state.played >= 1) refuse(status, next);
      return { status: next, rank: -1, played: -1, suspendedFrom: null };
    default: {
      const rank = rankOf(next, state.played);
      const resumed = status === 'suspended' && state.suspendedFrom === next;
      const forward = isBreak(next) ? rank >= state.rank : rank > state.rank;
      if (!free && !resumed && !forward) refuse(status, next);
      return { status: next, rank, played: next === 'ended' ? state.played : rank, suspendedFrom: null };
    }
  }
}

/** True while a period is being played (the clock runs). */
export function isInPlay(status: FeedStatus | null): boolean {
  return status === 'inPlay1H' || status === 'inPlay2H' || status === 'inPlay1EH' || status === 'inPlay2EH';
}

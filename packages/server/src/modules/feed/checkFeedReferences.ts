/**
 * The checks of a batch that need stored data, given what the database holds: every event names a known
 * match, a team of that match, and a cancel withdraws an event or shoot-out kick of the same source and match
 * (in this batch or stored). The first failure, in batch order, is a FeedRejectedError naming `events[k].…`.
 */
import type { FeedEvent } from '@pallone/contract';
import { FeedRejectedError } from './feedRejectedError.ts';

export interface MatchSides {
  id: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
}

export interface KnownEvent {
  matchId: number;
  type: string;
}

export interface NewFeedEvent {
  /** Position in the batch, for the error's field. */
  index: number;
  event: FeedEvent;
}

export function checkFeedReferences(
  fresh: readonly NewFeedEvent[],
  matchesById: ReadonlyMap<number, MatchSides>,
  /** Events of the same source by id: stored ones and this batch's. */
  known: ReadonlyMap<string, KnownEvent>,
): void {
  for (const { index, event } of fresh) {
    const where = `events[${index}]`;
    const match = matchesById.get(event.matchId);
    if (!match) throw new FeedRejectedError(`Unknown match ${event.matchId}`, `${where}.matchId`);
    if (event.type === 'event' || event.type === 'shootout') {
      if (event.teamId !== match.homeTeamId && event.teamId !== match.awayTeamId) {
        throw new FeedRejectedError(
          `Team ${event.teamId} does not play match ${match.id}`,
          `${where}.teamId`,
        );
      }
    }
    if (event.type === 'cancel') {
      const target = known.get(event.eventId);
      if (!target || target.matchId !== event.matchId) {
        throw new FeedRejectedError(
          `No event "${event.eventId}" of match ${event.matchId} to cancel`,
          `${where}.eventId`,
        );
      }
      if (target.type !== 'event' && target.type !== 'shootout') {
        throw new FeedRejectedError(
          `Only match events and shoot-out kicks can be cancelled ("${event.eventId}" is a ${target.type})`,
          `${where}.eventId`,
        );
      }
    }
  }
}

/**
 * The provider's current answer against what the feed already holds for the match (`storedFeedState.ts`):
 * - an event sent before and no longer listed (a goal disallowed by VAR, a card corrected) gets a `cancel`;
 *   an empty answer cancels nothing (a provider that momentarily lists no events must not wipe a match);
 * - an event listed again after its cancel is sent under a new id (`…~2`), its old id being spent;
 * - a status the match had already been in and returns to (2H after a suspension) gets a new id too;
 * - a new status is never dated before the latest one stored, so the feed's time-ordered fold keeps the
 *   provider's order even when the provider's period timestamps and our clock disagree.
 */
import type { FeedEvent } from '@pallone/contract';
import type { StoredFeedState } from './storedFeedState.ts';

function freshId(id: string, spent: (id: string) => boolean): string {
  let candidate = id;
  for (let n = 2; spent(candidate); n += 1) candidate = `${id}~${n}`;
  return candidate;
}

export function reconcile(
  current: readonly FeedEvent[],
  stored: StoredFeedState,
  context: { matchId: number; now: Date },
): FeedEvent[] {
  const reissued = current.map((event): FeedEvent => {
    if (event.type === 'cancel') return event;
    if (event.type === 'status') {
      const last = stored.lastStatus;
      if (last?.status === event.status) return event; // still in it: a duplicate
      const id = freshId(event.id, (candidate) => stored.statusIds.has(candidate));
      const at =
        last && Date.parse(event.at) <= last.at.getTime()
          ? new Date(last.at.getTime() + 1).toISOString()
          : event.at;
      return { ...event, id, at };
    }
    const id = freshId(event.id, (candidate) => stored.cancelled.has(candidate));
    return id === event.id ? event : { ...event, id };
  });
  const listed = new Set(reissued.map((e) => e.id));
  const hasEvents = reissued.some((e) => e.type === 'event' || e.type === 'shootout');
  const cancels: FeedEvent[] = !hasEvents
    ? []
    : [...stored.sent]
        .filter((id) => !listed.has(id) && !stored.cancelled.has(id))
        .sort()
        .map((eventId) => ({
          id: `cancel:${eventId}`.slice(0, 128),
          type: 'cancel',
          matchId: context.matchId,
          at: context.now.toISOString(),
          eventId,
        }));
  return [...reissued, ...cancels];
}

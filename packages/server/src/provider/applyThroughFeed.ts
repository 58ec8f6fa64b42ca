/**
 * The poller's apply step: the feed's own `applyFeedEvents` (same checks, fold and storage as
 * `POST /feed/events`) under the provider's source, at most FEED_MAX_EVENTS per transaction, then the data-change
 * announcement so cached answers drop.
 */
import type { FastifyInstance } from 'fastify';
import { applyFeedEvents } from '../modules/feed/applyFeedEvents.ts';
import { FEED_MAX_EVENTS, type FeedEvent } from '@pallone/contract';
import type { ApplyOutcome } from './providerPoller.ts';

export function applyThroughFeed(app: FastifyInstance, source: string) {
  return async (events: FeedEvent[], now: Date): Promise<ApplyOutcome> => {
    const total: ApplyOutcome = { accepted: 0, duplicates: 0 };
    for (let start = 0; start < events.length; start += FEED_MAX_EVENTS) {
      const batch = events.slice(start, start + FEED_MAX_EVENTS);
      const result = await applyFeedEvents(app.db, { source, events: batch, now });
      total.accepted += result.accepted;
      total.duplicates += result.duplicates;
      if (result.matchIds.length > 0)
        await app.dataChanged({
          reason: 'feed',
          matchIds: result.matchIds,
          competitionSeasonIds: result.competitionSeasonIds,
        });
    }
    return total;
  };
}

/** Test helper: the live feed's POST /feed/events, sent as the provider would with the test app's feed token. */
import type { TestApp } from '../../../testing/testApp.ts';

export const FEED_TEST_TOKEN = 'feed-token-for-tests';

export function postFeedEvents(t: TestApp, events: object[]) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/feed/events',
    headers: { authorization: `Bearer ${FEED_TEST_TOKEN}` },
    payload: { events },
  });
}

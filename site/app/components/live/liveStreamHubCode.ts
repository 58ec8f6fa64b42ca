/**
 * The page's live stream hub with its connection, SSE parser and filters, and the widgets' writer of its messages
 * into the query cache: code a page without a match being played never runs, loaded by LazyLiveStreamHub.ts on
 * the first subscription (decision 041) and by LazyWriteLiveMessage.ts.
 */
export { liveStreamHubFor } from '@pallone/core';
export { writeLiveMessage } from '../../../../packages/widgets/src/live/writeLiveMessage.ts';

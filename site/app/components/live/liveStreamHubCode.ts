/**
 * The page's live stream hub with its connection, SSE parser and filters: code a page without a match being
 * played never runs, loaded by LazyLiveStreamHub.ts on the first subscription (decision 041).
 */
export { liveStreamHubFor } from '@pallone/core';

/**
 * Core's API client with its transport: the browser needs it only when a widget fetches (a refetch, a search, a
 * day picked), not to hydrate server-rendered data; loaded by LazyApiClient.ts on the first call (decision 041).
 */
export { createApiClient } from '@pallone/core';

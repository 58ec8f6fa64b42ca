export { announceDataChanged, dataVersion } from './dataChanges.ts';
export { FOLLOW_LIVE_BEFORE_MS, followDayFrom, followLiveFrom } from './followLive.ts';
export { matchClock, type MatchClockInput } from './matchClock.ts';
export {
  LIVE_STREAM_EVENTS,
  LIVE_STREAM_HEARTBEAT_MS,
  type LiveMatchMessage,
  type LiveStreamFilter,
  type LiveStreamMessage,
  type LiveTimelineMessage,
} from './liveStreamMessages.ts';
export { createSseParser, type SseMessage, type SseParser, type SseParserCallbacks } from './sseParser.ts';
export { backoffDelay, type BackoffOptions } from './liveBackoff.ts';
export { parseLiveMessage } from './parseLiveMessage.ts';
export {
  isEmptyLiveFilter,
  liveFilterCovers,
  liveMessageMatches,
  liveStreamQuery,
  mergeLiveFilters,
  romeDayOf,
  type KnownMatch,
  type MergedLiveFilter,
} from './liveStreamFilters.ts';
export {
  LIVE_STREAM_PATH,
  openLiveStream,
  type LiveStreamConnection,
  type LiveStreamConnectionOptions,
  type LiveStreamState,
} from './liveStreamConnection.ts';
export {
  closeLiveStreamHubs,
  createLiveStreamHub,
  LIVE_STREAM_DEBOUNCE_MS,
  liveStreamHubFor,
  type LiveStreamHub,
  type LiveStreamHubOptions,
  type LiveStreamSubscriber,
} from './liveStreamHub.ts';
export type { StreamFetchLike, TimersLike, VisibilitySourceLike } from './streamTypes.ts';
export { applyLiveMatch, applyLiveTimeline, type LiveMatch } from './applyLiveMessage.ts';
export { provisionalStandings, type LiveResult } from './provisionalStandings.ts';

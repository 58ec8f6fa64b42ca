export { announceDataChanged, dataVersion, onDataChanged } from './dataChanges.ts';
export { matchClock, type MatchClockInput } from './matchClock.ts';
export {
  LIVE_STREAM_EVENTS,
  LIVE_STREAM_HEARTBEAT_MS,
  type LiveMatchMessage,
  type LiveStreamFilter,
  type LiveStreamMessage,
  type LiveTimelineMessage,
} from './liveStreamMessages.ts';

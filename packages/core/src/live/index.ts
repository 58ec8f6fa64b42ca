export { announceDataChanged, dataVersion, onDataChanged } from './dataChanges.ts';
export { matchClock, type MatchClockInput } from './matchClock.ts';

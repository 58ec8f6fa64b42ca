export { MatchTimeline, type MatchTimelineProps } from './MatchTimeline.tsx';

export { PalloneProvider, type PalloneProviderProps } from './provider/PalloneProvider.tsx';
export { usePallone, MissingPalloneProviderError } from './provider/usePallone.ts';
export { useLiveStream } from './live/useLiveStream.ts';
export { TeamImage, type TeamImageProps } from './images/TeamImage.tsx';
export { defaultLinkBuilder, type LinkBuilder } from './links/LinkBuilder.ts';
export { lightTheme, darkTheme, type ThemeName, type Brand } from './theme/themeVars.ts';
export { LiveScores, type LiveScoresProps } from './LiveScores/index.ts';
export { MatchTimeline, type MatchTimelineProps } from './MatchTimeline/index.ts';
export { StatComparison, type StatComparisonProps } from './StatComparison/index.ts';
export {
  Standings,
  DEFAULT_ZONES,
  type StandingsProps,
  type StandingsZone,
  type ZoneKind,
} from './Standings/index.ts';
export { Search, type SearchProps } from './Search/index.ts';
export { BonusBanner, type BonusBannerProps } from './BonusBanner/index.ts';

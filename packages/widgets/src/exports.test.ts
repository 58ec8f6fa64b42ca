/**
 * The public API of `@pallone/widgets`. Changing this list is a versioned act: add a changeset
 * (`npx changeset`) saying what was added (minor) or removed/renamed (major).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as widgets from './index.ts';
import type {
  BonusBannerProps,
  Brand,
  LinkBuilder,
  LiveScoresProps,
  MatchTimelineProps,
  PalloneProviderProps,
  SearchProps,
  StandingsProps,
  StandingsZone,
  StatComparisonProps,
  ThemeName,
  ZoneKind,
} from './index.ts';

const RUNTIME_EXPORTS = [
  // the six widgets
  'BonusBanner',
  'LiveScores',
  'MatchTimeline',
  'Search',
  'Standings',
  'StatComparison',
  // provider, links, themes
  'MissingPalloneProviderError',
  'PalloneProvider',
  'usePallone',
  // the page's live stream (issue #11), for a host's own live views
  'useLiveStream',
  // a team's picture (crest, generated badge or flag) at a fixed size, for a host's own lists (issue #15)
  'TeamImage',
  'defaultLinkBuilder',
  'lightTheme',
  'darkTheme',
  // Standings' default zones per competition
  'DEFAULT_ZONES',
];

describe('@pallone/widgets public API', () => {
  it('exports every widget and exactly these values', () => {
    expect(Object.keys(widgets).sort()).toEqual([...RUNTIME_EXPORTS].sort());
  });

  it('exports these types', () => {
    expectTypeOf<PalloneProviderProps>().toHaveProperty('language');
    expectTypeOf<PalloneProviderProps>().toHaveProperty('liveStream');
    expectTypeOf<LinkBuilder>().toHaveProperty('match');
    expectTypeOf<ThemeName>().toEqualTypeOf<'light' | 'dark'>();
    expectTypeOf<Brand>().toHaveProperty('primary');
    expectTypeOf<LiveScoresProps>().toHaveProperty('competitionIds');
    expectTypeOf<StandingsProps>().toHaveProperty('turnId');
    expectTypeOf<StandingsZone>().not.toBeNever();
    expectTypeOf<ZoneKind>().not.toBeNever();
    expectTypeOf<SearchProps>().toHaveProperty('collapsible');
    expectTypeOf<MatchTimelineProps>().toHaveProperty('matchId');
    expectTypeOf<BonusBannerProps>().toHaveProperty('language');
    expectTypeOf<StatComparisonProps>().toHaveProperty('language');
  });
});

/**
 * The one set of MSW handlers shared by the widget tests, Storybook and mock dev mode. Each widget's handlers
 * live in `handlers/<widget>.ts` and answer from fixtures recorded from the real API (scripts/recordFixtures.ts).
 */
import type { RequestHandler } from 'msw';
import { liveScoresHandlers } from './handlers/liveScores.ts';
import { standingsHandlers } from './handlers/standings.ts';
import { searchHandlers } from './handlers/search.ts';
import { matchTimelineHandlers } from './handlers/matchTimeline.ts';
import { bonusBannerHandlers } from './handlers/bonusBanner.ts';
import { statComparisonHandlers } from './handlers/statComparison.ts';
import { liveStreamHandlers } from './handlers/liveStream.ts';

export const handlers: RequestHandler[] = [
  ...liveScoresHandlers,
  ...standingsHandlers,
  ...searchHandlers,
  ...matchTimelineHandlers,
  ...bonusBannerHandlers,
  ...statComparisonHandlers,
  ...liveStreamHandlers,
];

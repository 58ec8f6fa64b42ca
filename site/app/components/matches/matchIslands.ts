import { island } from '../layout/island.tsx';

/*
 * The match page's sections below its header, server-rendered in full, their code loaded only when it is needed
 * (issue #14, decision 009). Nothing changes them while the page is open (the statistics, form and prediction are
 * not refetched; an ended match's timeline gets no events) and they hold no button, only plain links: their code
 * loads when the reader points at, touches or focuses them. A match not over has its timeline followed live: that
 * one loads as it comes near the viewport. The widgets are imported from their folders, not the `@pallone/widgets`
 * barrel, which the first load imports anyway (see widgetCode.ts). The server build awaits each module; in the
 * browser build that branch is dropped, so no static import keeps them in the first load.
 */

const loadTimeline = () =>
  import('../../../../packages/widgets/src/MatchTimeline/index.ts').then((module) => module.MatchTimeline);
const loadStats = () =>
  import('../../../../packages/widgets/src/StatComparison/index.ts').then((module) => module.StatComparison);
const loadForm = () => import('./MatchFormGuide.tsx').then((module) => module.MatchFormGuide);
const loadPrediction = () => import('./PredictionCard.tsx').then((module) => module.PredictionCard);

const [timeline, stats, form, prediction] = import.meta.env.BROWSER_BUNDLE
  ? [null, null, null, null]
  : await Promise.all([loadTimeline(), loadStats(), loadForm(), loadPrediction()]);

export const LiveTimelineIsland = island({ server: timeline, load: loadTimeline, when: 'visible' });
export const EndedTimelineIsland = island({ server: timeline, load: loadTimeline, when: 'interaction' });
export const StatComparisonIsland = island({ server: stats, load: loadStats, when: 'interaction' });
export const MatchFormIsland = island({ server: form, load: loadForm, when: 'interaction' });
export const PredictionIsland = island({ server: prediction, load: loadPrediction, when: 'interaction' });

/** Every section's island, for a navigation to another match to fetch their code beside its data. */
export const MATCH_SECTION_ISLANDS = [
  LiveTimelineIsland,
  EndedTimelineIsland,
  StatComparisonIsland,
  MatchFormIsland,
  PredictionIsland,
] as const;

export const isMatchPath = (pathname: string) => pathname.startsWith('/partite/');

/**
 * Each widget's code, loaded when a page first mounts it: in the embed build every `import()` here is a chunk of
 * its own next to the script (decision 030), so a page with one Standings downloads Standings and not the other
 * five. In tests and Storybook the same imports are plain modules.
 */
import type { ComponentType } from 'react';
import type { WidgetExportName } from './widgetNames.ts';

export type WidgetComponent = ComponentType<Record<string, unknown>>;

const asWidget = (component: unknown) => component as WidgetComponent;

const WIDGET_MODULES: Record<WidgetExportName, () => Promise<WidgetComponent>> = {
  LiveScores: () => import('../LiveScores/index.ts').then((module) => asWidget(module.LiveScores)),
  Standings: () => import('../Standings/index.ts').then((module) => asWidget(module.Standings)),
  Search: () => import('../Search/index.ts').then((module) => asWidget(module.Search)),
  MatchTimeline: () => import('../MatchTimeline/index.ts').then((module) => asWidget(module.MatchTimeline)),
  BonusBanner: () => import('../BonusBanner/index.ts').then((module) => asWidget(module.BonusBanner)),
  StatComparison: () =>
    import('../StatComparison/index.ts').then((module) => asWidget(module.StatComparison)),
};

/** The widget's component, its chunk fetched once per page. */
export function loadWidget(name: WidgetExportName): Promise<WidgetComponent> {
  return WIDGET_MODULES[name]();
}

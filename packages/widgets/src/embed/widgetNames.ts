/**
 * The names partners write in `data-pallone-widget`, and the `@pallone/widgets` export each one mounts.
 * `PalloneWidgets.mount(el, name)` also takes the export name itself (`"Standings"`).
 */
export const EMBED_WIDGETS = {
  'live-scores': 'LiveScores',
  standings: 'Standings',
  search: 'Search',
  'match-timeline': 'MatchTimeline',
  'bonus-banner': 'BonusBanner',
  'stat-comparison': 'StatComparison',
} as const;

export type EmbedWidgetName = keyof typeof EMBED_WIDGETS;
export type WidgetExportName = (typeof EMBED_WIDGETS)[EmbedWidgetName];

/** `"standings"`, `"Standings"` or `"stat-comparison"` → the export name; `null` for an unknown widget. */
export function resolveWidgetName(name: string): WidgetExportName | null {
  const key = name.trim();
  if (key in EMBED_WIDGETS) return EMBED_WIDGETS[key as EmbedWidgetName];
  const exportNames = Object.values(EMBED_WIDGETS) as string[];
  return exportNames.includes(key) ? (key as WidgetExportName) : null;
}

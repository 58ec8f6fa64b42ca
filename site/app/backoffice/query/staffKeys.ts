import type { StaffSection } from '@pallone/core';

/**
 * Every back-office query key, rooted at `['staff']` (apart from the public site's `['pallone', lang, …]`).
 * Invalidate a family by its prefix: `staffKeys.section('news')` holds that section's pages and records.
 */
export const staffKeys = {
  all: ['staff'] as const,
  dashboard: () => ['staff', 'dashboard'] as const,
  section: (section: StaffSection) => ['staff', 'sections', section] as const,
  page: (section: StaffSection, request: object) => ['staff', 'sections', section, 'page', request] as const,
  record: (section: StaffSection, id: number) => ['staff', 'sections', section, 'record', id] as const,
  /** The pickers' lists and searches (bookmakers, authors, competitions, matches). */
  pickers: () => ['staff', 'pickers'] as const,
  pickerList: (kind: string) => ['staff', 'pickers', kind, 'list'] as const,
  pickerSearch: (kind: string, text: string) => ['staff', 'pickers', kind, 'search', text] as const,
  pickerOption: (kind: string, id: number) => ['staff', 'pickers', kind, 'id', id] as const,
};

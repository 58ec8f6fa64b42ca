import type { SearchSections, SectionState } from './useSearchSections.ts';

export type SectionKey = keyof SearchSections;

/** The spec's order (SPEC §2): Giocatori, Squadre, Partite, News. */
export const SPEC_SECTION_ORDER: readonly SectionKey[] = ['players', 'teams', 'matches', 'news'];

/** The match tier of a section's first (best) result, 0 while loading, empty or untiered (news). */
function bestTier(state: SectionState<object>): number {
  if (state.status !== 'list') return 0;
  const first: { tier?: number } | undefined = state.items[0];
  return first?.tier ?? 0;
}

/**
 * The sections by their best result's tier (decision 019), the spec's order among equals: "inter" opens on the
 * teams (Inter is an exact alias) rather than on players who merely contain the letters.
 */
export function sectionOrder(sections: SearchSections): SectionKey[] {
  return [...SPEC_SECTION_ORDER].sort((a, b) => bestTier(sections[b]) - bestTier(sections[a]));
}

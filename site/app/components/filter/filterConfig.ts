import { NAV_BAR_COMPETITION_IDS } from '@pallone/core';

/**
 * The filter menu's configuration in one place (SPEC §9): the ids of its three link lists (Campionati in evidenza,
 * Coppe europee, Coppe Internazionali) and the season id its team lists ask for (the API reads 154 as "latest").
 */
export const FILTER_LISTS = {
  championship: NAV_BAR_COMPETITION_IDS.championship,
  cup: NAV_BAR_COMPETITION_IDS.cup,
  international: NAV_BAR_COMPETITION_IDS.international,
} as const;

export type FilterListKind = keyof typeof FILTER_LISTS;

/** Only the featured championships expand to show their teams. */
export const EXPANDABLE_LISTS: readonly FilterListKind[] = ['championship'];

/** The season id the filter menu sends with `/teams/simplified` (SPEC's filter menu; the API treats it as latest). */
export const FILTER_TEAMS_SEASON_ID = 154;

/** Below this width the menu closes after a choice (SPEC §4: "on mobile the menu then closes"). */
export const MOBILE_MAX_WIDTH = 767;

export const competitionPath = (slug: string) => `/campionato/${slug}`;
export const teamPath = (slug: string) => `/squadre/${slug}`;
export const playerPath = (slug: string) => `/giocatori/${slug}`;

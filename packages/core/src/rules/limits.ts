/** SPEC §5/§9: search requests start this long after the last keystroke. */
export const SEARCH_DELAY_MS = 400;

/** SPEC §9: image sizes in the search results, in px. */
export const IMAGE_SIZES = {
  playerResult: 42,
  teamResult: 40,
  matchResultTeamIcon: 35,
} as const;

/** SPEC §7/§9: page sizes and limits of the paginated calls. */
export const PAGE_SIZES = {
  authorNews: 6,
  nextTeamMatches: 5,
  playerStandings: 5,
  homePlayerStandings: 10,
} as const;

/** SPEC §9: bonus banners show at most this many bonuses. */
export const MAX_BONUS_BANNERS = 3;

/** SPEC §9: back-office side menu width in px; it collapses at the lg breakpoint. */
export const BACKOFFICE_MENU_WIDTH = { expanded: 200, collapsed: 50 } as const;

/** SPEC §2: the copyright notice starts in this year. */
export const COPYRIGHT_START_YEAR = 2021;

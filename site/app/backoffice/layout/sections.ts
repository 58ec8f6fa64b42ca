/** SPEC §2: the back-office side menu, Dashboard first, then the seven sections. */
export interface BackofficeSection {
  path: string;
  label: string;
  /** A short mark shown when the menu is collapsed to 50 px. */
  icon: string;
}

export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  { path: '/backoffice', label: 'Dashboard', icon: '◧' },
  { path: '/backoffice/news', label: 'News', icon: 'N' },
  { path: '/backoffice/bookmaker-bonuses', label: 'Bonus bookmaker', icon: '€' },
  { path: '/backoffice/guides', label: 'Guide', icon: 'G' },
  { path: '/backoffice/quote-maggiorate', label: 'Quote maggiorate', icon: 'Q' },
  { path: '/backoffice/teams', label: 'Squadre', icon: 'S' },
  { path: '/backoffice/competitions', label: 'Competizioni', icon: 'C' },
  { path: '/backoffice/landing', label: 'Landing', icon: 'L' },
];

/** SPEC §9: the side menu (core's `BACKOFFICE_MENU_WIDTH`) collapses below the lg breakpoint. */
export const LG_BREAKPOINT = 992;

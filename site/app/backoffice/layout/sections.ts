import type { StaffRole } from '@pallone/core';

/** SPEC §2: the back-office side menu, Dashboard first, then the seven sections; then users and the account. */
export interface BackofficeSection {
  path: string;
  label: string;
  /** A short mark shown when the menu is collapsed to 50 px. */
  icon: string;
  /** Shown only to these roles (decision 048); to every staff member when absent. */
  roles?: readonly StaffRole[];
}

const EDITORS: readonly StaffRole[] = ['admin', 'editor'];

export const BACKOFFICE_SECTIONS: readonly BackofficeSection[] = [
  { path: '/backoffice', label: 'Dashboard', icon: '◧' },
  { path: '/backoffice/news', label: 'News', icon: 'N' },
  { path: '/backoffice/bookmaker-bonuses', label: 'Bonus bookmaker', icon: '€', roles: EDITORS },
  { path: '/backoffice/guides', label: 'Guide', icon: 'G', roles: EDITORS },
  { path: '/backoffice/quote-maggiorate', label: 'Quote maggiorate', icon: 'Q', roles: EDITORS },
  { path: '/backoffice/teams', label: 'Squadre', icon: 'S', roles: EDITORS },
  { path: '/backoffice/competitions', label: 'Competizioni', icon: 'C', roles: EDITORS },
  { path: '/backoffice/landing', label: 'Landing', icon: 'L', roles: EDITORS },
  { path: '/backoffice/users', label: 'Utenti', icon: 'U', roles: ['admin'] },
  { path: '/backoffice/users/me', label: 'Il mio account', icon: '☺' },
];

/** SPEC §9: the side menu (core's `BACKOFFICE_MENU_WIDTH`) collapses below the lg breakpoint. */
export const LG_BREAKPOINT = 992;

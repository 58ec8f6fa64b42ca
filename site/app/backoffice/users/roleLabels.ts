import type { StaffRole } from '@pallone/core';

/** Decision 048's roles as the screens name them. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Amministratore',
  editor: 'Editor',
  author: 'Autore',
};
export const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

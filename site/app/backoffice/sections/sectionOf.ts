import { SECTION_CONFIGS } from './sectionConfigs.ts';
import type { SectionConfig } from './sectionTypes.ts';

/** The section of a back-office URL: /backoffice/{section} or /backoffice/{section}/{id|new}. */
export function sectionOf(pathname: string): SectionConfig | undefined {
  const [, root, key] = pathname.replace(/\/+$/, '').split('/');
  return root === 'backoffice' && key ? SECTION_CONFIGS[key] : undefined;
}

/** The record id of /backoffice/{section}/{id}: a positive integer, "new", or null when neither. */
export function recordParam(param: string | undefined): number | 'new' | null {
  if (param === 'new') return 'new';
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : null;
}

/** The navigation state that carries a success message back to a list. */
export interface NoticeState {
  notice?: string;
}

export const noticeOf = (state: unknown): string | null =>
  typeof (state as NoticeState | null)?.notice === 'string' ? (state as NoticeState).notice! : null;

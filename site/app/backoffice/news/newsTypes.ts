import type { NewsStatus } from '@pallone/contract';
import type { StaffRows } from '@pallone/core';

export { NEWS_STATUSES, type NewsStatus } from '@pallone/contract';

/**
 * draft, scheduled (published with a date still ahead: it goes live by itself then) or published, at the server's
 * clock (decision 039).
 */
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: 'Bozza',
  scheduled: 'Programmato',
  published: 'Pubblicato',
};

/** A row of POST /backoffice/news/getPaginated (the contract's BackofficeNewsRow). */
export type NewsRow = StaffRows['news'];

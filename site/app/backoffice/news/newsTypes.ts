/**
 * draft, scheduled (published with a date still ahead: it goes live by itself then) or published, at the server's
 * clock (decision 039).
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: 'Bozza',
  scheduled: 'Programmato',
  published: 'Pubblicato',
};

/** A row of POST /backoffice/news/getPaginated (the server's BackofficeNewsRow). */
export interface NewsRow {
  id: number;
  translationKey: string;
  language: 'it' | 'en';
  pallonecomSlug: string;
  title: string;
  status: NewsStatus;
  image: { path: string; sizes: number[] } | null;
  publishedAt: string;
  updatedAt: string;
  authorId: number | null;
  articleSection: string;
  keywords: string[];
  description: string;
  category: 'generali' | 'pronostici-scommesse';
  body: string;
  matchId: number | null;
  competitionId: number | null;
  isSample: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const NEWS_SORT_FIELDS = ['publishedAt', 'updatedAt', 'title', 'id'] as const;
export type NewsSortField = (typeof NEWS_SORT_FIELDS)[number];

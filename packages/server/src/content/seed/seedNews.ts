/** A sample news story before it is written: both language versions and what they share. */
export interface SeedNewsText {
  title: string;
  slug: string;
  description: string;
  /** HTML; sanitized when written. */
  body: string;
  keywords: string[];
  articleSection: string;
}

export interface SeedNews {
  key: string;
  category: 'generali' | 'pronostici-scommesse';
  publishedAt: Date;
  authorSlug: string;
  matchId: number | null;
  competitionId: number | null;
  it: SeedNewsText;
  en: SeedNewsText;
}

/** API shapes the site reads that the core client does not type (SPEC §3). */
export interface NewsSummary {
  id: number;
  pallonecomSlug: string;
  title: string;
  image: { path: string } | null;
  publishedAt: string;
  author: { id?: number; name: string; pallonecomSlug?: string; link?: string | null } | null;
  articleSection?: string | null;
  keywords?: string[];
  description?: string | null;
  category?: string | null;
}

/** A news article: the summary plus its body HTML (sanitized by the API). */
export interface NewsArticle extends NewsSummary {
  body?: string | null;
  updatedAt?: string | null;
}

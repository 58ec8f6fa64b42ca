/** A news result of the global search (`GET /news/search`): SPEC §2 shows its title and links to it. */
export interface NewsSearchResult {
  id: number;
  pallonecomSlug: string;
  title: string;
  /** ISO 8601 instant. */
  publishedAt: string;
  category: string;
  similarity: number;
}

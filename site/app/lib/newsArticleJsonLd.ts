/** What a news article and a prediction article both have for their JSON-LD. */
interface Article {
  title: string;
  description?: string | null | undefined;
  publishedAt: string;
  articleSection?: string | null | undefined;
  author?: { name: string } | null | undefined;
}

/** A schema.org NewsArticle of a news or prediction article at its absolute `url`, for JSON-LD. */
export function newsArticleJsonLd(article: Article, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description ?? undefined,
    datePublished: article.publishedAt,
    ...(article.articleSection ? { articleSection: article.articleSection } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author.name } } : {}),
    publisher: { '@type': 'Organization', name: 'Pallone' },
    mainEntityOfPage: url,
  };
}

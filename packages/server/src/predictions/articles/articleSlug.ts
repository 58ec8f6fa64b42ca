/** A prediction article's slug: `pronostico-<match slug>` (both languages share it; the request picks one). */
export const ARTICLE_SLUG_PREFIX = 'pronostico-';

export function articleSlugOf(matchSlug: string): string {
  return `${ARTICLE_SLUG_PREFIX}${matchSlug}`;
}

/** The match slug inside an article slug, or undefined when the slug is not a prediction article's. */
export function matchSlugOfArticle(slug: string): string | undefined {
  if (!slug.startsWith(ARTICLE_SLUG_PREFIX)) return undefined;
  const matchSlug = slug.slice(ARTICLE_SLUG_PREFIX.length);
  return matchSlug === '' ? undefined : matchSlug;
}

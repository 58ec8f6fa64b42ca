/**
 * A prediction article's slug: `pronostico-<match slug>` for the Italian article, `prediction-<match slug>` for
 * the English one (issue #15: an article's slug is in its own language). Either slug opens the match's article in
 * the request's language, so a link shared in one language keeps working in the other.
 */
import type { Language } from '../../../plugins/language.ts';

export const ARTICLE_SLUG_PREFIXES: Record<Language, string> = { it: 'pronostico-', en: 'prediction-' };

export function articleSlugOf(matchSlug: string, language: Language): string {
  return `${ARTICLE_SLUG_PREFIXES[language]}${matchSlug}`;
}

/** The match slug inside an article slug of either language, or undefined when it is not a prediction article's. */
export function matchSlugOfArticle(slug: string): string | undefined {
  const prefix = Object.values(ARTICLE_SLUG_PREFIXES).find((candidate) => slug.startsWith(candidate));
  if (prefix === undefined) return undefined;
  const matchSlug = slug.slice(prefix.length);
  return matchSlug === '' ? undefined : matchSlug;
}

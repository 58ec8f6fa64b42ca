import type { Language } from '@pallone/core';

/**
 * The slug of a match's prediction article in the page's language, as the API names it: `pronostico-<match>` in
 * Italian, `prediction-<match>` in English (issue #15). The API opens either slug in either language.
 */
export function predictionArticleSlug(matchSlug: string, language: Language): string {
  return `${language === 'en' ? 'prediction' : 'pronostico'}-${matchSlug}`;
}

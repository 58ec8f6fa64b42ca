/**
 * A translated page's hreflang alternates (decision 049): the URL of each language version the API names, when
 * there is more than one; the language switch goes to the one in the chosen language.
 */
import type { SeoAlternate } from './seo.ts';

export function translationAlternates(
  translations: readonly { language: 'it' | 'en'; pallonecomSlug: string }[],
  pathOf: (slug: string) => string,
  absolute: (path: string) => string,
): SeoAlternate[] {
  if (translations.length < 2) return [];
  return translations.map(({ language, pallonecomSlug }) => ({
    language,
    url: absolute(pathOf(pallonecomSlug)),
  }));
}

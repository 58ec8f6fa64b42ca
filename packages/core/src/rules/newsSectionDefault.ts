/**
 * An article's schema.org `articleSection` ("Sezione") when the editor gives none: the name of its category's
 * section in the article's language.
 */
export const NEWS_SECTION_DEFAULTS = {
  generali: { it: 'Notizie', en: 'News' },
  'pronostici-scommesse': { it: 'Pronostici e scommesse', en: 'Predictions and betting' },
} as const;

export function newsSectionDefault(
  category: keyof typeof NEWS_SECTION_DEFAULTS,
  language: 'it' | 'en',
): string {
  return NEWS_SECTION_DEFAULTS[category][language];
}

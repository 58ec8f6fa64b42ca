/** Shapes of the sample content before it is written (one entry per story, both languages). */
export interface SeedText {
  title: string;
  description: string;
  /** HTML; sanitized when written. */
  body: string;
  keywords: string[];
}

export interface SeedStory {
  /** The story's translation key; the slugs come from the titles. */
  key: string;
  it: SeedText;
  en: SeedText;
}

export const SAMPLE_NOTE = {
  it: '<p><em>Contenuto di esempio, a scopo dimostrativo.</em></p>',
  en: '<p><em>Sample content, for demonstration only.</em></p>',
} as const;

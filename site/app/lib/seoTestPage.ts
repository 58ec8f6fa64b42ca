import type { Seo } from './seo.ts';

/** A page's metadata for the SEO tests: the Serie A standings, in Italian. */
export const STANDINGS_SEO: Seo = {
  title: 'Serie A 2024/2025: Classifica',
  description: 'La classifica della Serie A.',
  host: 'pallone.example',
  url: 'https://pallone.example/campionato/italia-serie-a',
  language: 'it',
};

/** Sample authors: fictional names, marked as samples in their bios. */
export interface SeedAuthor {
  name: string;
  slug: string;
  bioIt: string;
  bioEn: string;
}

export const SAMPLE_AUTHORS: readonly SeedAuthor[] = [
  {
    name: 'Redazione Pallone',
    slug: 'redazione-pallone',
    bioIt: 'La redazione di Pallone. Autore di esempio: gli articoli firmati sono contenuti dimostrativi.',
    bioEn: 'The Pallone desk. Sample author: the articles it signs are demonstration content.',
  },
  {
    name: 'Luca Esempio',
    slug: 'luca-esempio',
    bioIt: 'Autore di esempio che segue Serie A e Champions League. Persona fittizia.',
    bioEn: 'Sample author covering Serie A and the Champions League. A fictional person.',
  },
  {
    name: 'Sara Prova',
    slug: 'sara-prova',
    bioIt: 'Autrice di esempio che segue i campionati esteri. Persona fittizia.',
    bioEn: 'Sample author covering the foreign leagues. A fictional person.',
  },
  {
    name: 'Marta Bozza',
    slug: 'marta-bozza',
    bioIt: 'Autrice di esempio che scrive di numeri, quote e gioco responsabile. Persona fittizia.',
    bioEn: 'Sample author writing about figures, odds and responsible gambling. A fictional person.',
  },
];

/** An author's byline link: their page on the site. */
export const authorLink = (slug: string) => `/autori/${slug}`;

import type { Language } from '@pallone/core';

/** The results page's own texts (/cerca); section titles and "Nessun risultato" are the search's (SPEC §2, §8). */
export const searchPageTexts = {
  it: {
    title: 'Cerca',
    resultsFor: 'Risultati per',
    formLabel: 'Nuova ricerca',
    submit: 'Cerca',
    description: 'Squadre, giocatori, partite e news di Pallone che corrispondono alla ricerca.',
  },
  en: {
    title: 'Search',
    resultsFor: 'Results for',
    formLabel: 'New search',
    submit: 'Search',
    description: 'Pallone teams, players, matches and news matching the search.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The page's heading: `Risultati per “inter”`, or just "Cerca" without a text. */
export function searchPageHeading(language: Language, text: string): string {
  const texts = searchPageTexts[language];
  return text === '' ? texts.title : `${texts.resultsFor} “${text}”`;
}

/** The results page of a text: what the header's search opens on Enter. */
export const searchPageHref = (text: string) => `/cerca?q=${encodeURIComponent(text)}`;

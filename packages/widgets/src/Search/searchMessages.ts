import { LABELS, type Language } from '@pallone/core';

/** The search's texts; the Italian ones are the spec's exactly (SPEC §2, §8, §9). */
export const searchMessages = {
  it: {
    label: 'Cerca',
    placeholder: LABELS.searchPlaceholder,
    open: 'Apri la ricerca',
    results: 'Risultati della ricerca',
    sections: { players: 'Giocatori', teams: 'Squadre', matches: 'Partite', news: 'News' },
    noResults: LABELS.noResults,
    loading: LABELS.loading,
  },
  en: {
    label: 'Search',
    placeholder: 'Search for a team, player, news or match',
    open: 'Open search',
    results: 'Search results',
    sections: { players: 'Players', teams: 'Teams', matches: 'Matches', news: 'News' },
    noResults: 'No results',
    loading: 'Loading...',
  },
} satisfies Record<Language, SearchMessages>;

export interface SearchMessages {
  label: string;
  placeholder: string;
  open: string;
  results: string;
  sections: Record<'players' | 'teams' | 'matches' | 'news', string>;
  noResults: string;
  loading: string;
}

import type { Language } from '@pallone/core';

const it = {
  country: 'Nazione',
  competition: 'Competizione',
  team: 'Squadra',
  player: 'Giocatore',
  choose: 'Seleziona',
  showTeams: 'Mostra le squadre di',
  hideTeams: 'Nascondi le squadre di',
  loading: 'Caricamento...',
  noData: 'Nessun dato',
};

export type FilterLabels = typeof it;

const en: FilterLabels = {
  country: 'Country',
  competition: 'Competition',
  team: 'Team',
  player: 'Player',
  choose: 'Choose',
  showTeams: 'Show the teams of',
  hideTeams: 'Hide the teams of',
  loading: 'Loading...',
  noData: 'No data',
};

/** The filter menu's own labels (the list titles and "Filtra" come from the site's labels). */
export const filterLabels = (language: Language): FilterLabels => (language === 'it' ? it : en);

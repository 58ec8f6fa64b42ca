/** SPEC §1/§2/§4/§9: Italian interface labels. */
export const LABELS = {
  tagline: 'Tutti i numeri del Pallone',
  ok: 'OK',
  cancel: 'Annulla',
  noData: 'Nessun dato',
  loading: 'Caricamento...',
  selectAll: 'Seleziona tutto',
  datePlaceholder: 'Selezionare la data',
  noResults: 'Nessun risultato',
  searchPlaceholder: 'Cerca una squadra, giocatore, news o partita',
  filterTitle: 'Filtra',
  maxBonus: 'Bonus massimo',
  reservedArea: 'Area Riservata',
  login: 'Login',
  backofficeLoading: 'Loading...',
} as const;

/** SPEC §8: the user-facing error texts, exactly. */
export const ERROR_MESSAGES = {
  loginFailed: 'Email o Password errate!',
  requiredField: '* Campo obbligatorio',
  invalidEmail: 'Inserisci una email valida',
} as const;

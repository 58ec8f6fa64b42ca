import type { Language } from '@pallone/core';

/**
 * Texts every widget shares. Italian labels are the spec's (SPEC §9) exactly: written out rather than read from
 * core's LABELS, which would bring the whole table into every widget's bundle (~0.2 kB gzip); the test beside
 * this file holds them equal.
 */
export const commonMessages = {
  it: {
    loading: 'Caricamento...',
    noData: 'Nessun dato',
    errorTitle: 'Impossibile caricare i dati.',
    refreshFailed: 'Impossibile aggiornare i dati.',
    retry: 'Riprova',
    poweredBy: 'Dati: Pallone',
  },
  en: {
    loading: 'Loading...',
    noData: 'No data',
    errorTitle: 'The data could not be loaded.',
    refreshFailed: 'The data could not be refreshed.',
    retry: 'Try again',
    poweredBy: 'Data: Pallone',
  },
} satisfies Record<Language, Record<string, string>>;

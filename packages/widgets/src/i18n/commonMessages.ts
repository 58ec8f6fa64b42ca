import { LABELS, type Language } from '@pallone/core';

/** Texts every widget shares. Italian labels are the spec's (SPEC §9) exactly. */
export const commonMessages = {
  it: {
    loading: LABELS.loading,
    noData: LABELS.noData,
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

import type { Language } from '@pallone/core';

interface StatComparisonMessages {
  title: string;
  caption: (home: string, away: string) => string;
  statistic: string;
  empty: string;
  missing: string;
}

/** StatComparison texts. */
export const statComparisonMessages: Record<Language, StatComparisonMessages> = {
  it: {
    title: 'Confronto statistiche',
    caption: (home, away) => `Confronto statistiche: ${home} - ${away}`,
    statistic: 'Statistica',
    empty: 'Nessuna statistica disponibile',
    missing: '–',
  },
  en: {
    title: 'Statistics comparison',
    caption: (home, away) => `Statistics comparison: ${home} - ${away}`,
    statistic: 'Statistic',
    empty: 'No statistics available',
    missing: '–',
  },
};

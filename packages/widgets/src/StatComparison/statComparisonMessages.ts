import type { Language } from '@pallone/core';

interface StatComparisonMessages {
  title: string;
  caption: (home: string, away: string) => string;
  statistic: string;
  empty: string;
  missing: string;
  /** After the better value of a row, for screen readers (the eye sees it bold). */
  better: string;
}

/** StatComparison texts. */
export const statComparisonMessages: Record<Language, StatComparisonMessages> = {
  it: {
    title: 'Confronto statistiche',
    caption: (home, away) => `Confronto statistiche: ${home} - ${away}`,
    statistic: 'Statistica',
    empty: 'Nessuna statistica disponibile',
    missing: '–',
    better: ' (migliore)',
  },
  en: {
    title: 'Statistics comparison',
    caption: (home, away) => `Statistics comparison: ${home} - ${away}`,
    statistic: 'Statistic',
    empty: 'No statistics available',
    missing: '–',
    better: ' (better)',
  },
};

/** A boosted-odds market and selection in words ("Esito finale: 1", "Over 2.5"). */
import type { Language } from '../../../plugins/language.ts';

const LABELS: Record<string, Record<string, { it: string; en: string }>> = {
  '1x2': {
    '1': { it: 'Esito finale: 1', en: 'Match result: home win' },
    X: { it: 'Esito finale: X', en: 'Match result: draw' },
    '2': { it: 'Esito finale: 2', en: 'Match result: away win' },
  },
  'over-under-2.5': {
    over: { it: 'Over 2,5', en: 'Over 2.5 goals' },
    under: { it: 'Under 2,5', en: 'Under 2.5 goals' },
  },
  btts: {
    yes: { it: 'Goal (segnano entrambe)', en: 'Both teams to score: yes' },
    no: { it: 'No Goal', en: 'Both teams to score: no' },
  },
};

export function quotaLabel(market: string, selection: string, language: Language): string {
  return LABELS[market]?.[selection]?.[language] ?? `${market} ${selection}`;
}

import { LABELS, type Language } from '@pallone/core';

export interface BonusMessages {
  promotionalTitle: string;
  informationalTitle: string;
  maxBonus: string;
  cta: string;
  newTab: string;
  adultsOnly: string;
  notice: string;
  operatorDescription: string;
  empty: string;
}

/** The bonus banner's texts; "Bonus massimo" is the spec's (SPEC §9). */
export const bonusMessages = {
  it: {
    promotionalTitle: 'Bonus scommesse',
    informationalTitle: 'Operatori di gioco',
    maxBonus: LABELS.maxBonus,
    cta: 'Scopri il bonus',
    newTab: '(si apre in una nuova scheda)',
    adultsOnly: 'Vietato ai minori di 18 anni',
    notice: '18+ | Il gioco può causare dipendenza patologica. Gioca responsabilmente.',
    operatorDescription: 'Operatore di scommesse sportive.',
    empty: 'Nessun bonus disponibile',
  },
  en: {
    promotionalTitle: 'Betting bonuses',
    informationalTitle: 'Betting operators',
    maxBonus: 'Maximum bonus',
    cta: 'Get the bonus',
    newTab: '(opens in a new tab)',
    adultsOnly: 'Adults only: 18 and over',
    notice: '18+ | Gambling can be addictive. Play responsibly.',
    operatorDescription: 'Sports betting operator.',
    empty: 'No bonuses available',
  },
} satisfies Record<Language, BonusMessages>;

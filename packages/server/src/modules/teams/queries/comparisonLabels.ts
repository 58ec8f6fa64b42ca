/**
 * Localized names and units of the statistic parameters: the per-match statistics the data holds
 * (`match_statistics.code`) and the figures derived from results.
 */
import type { Language } from '../../../plugins/language.ts';

/** The statistic codes the importer writes, in display order. */
export const MATCH_STAT_CODES = [
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'yellowCards',
  'redCards',
] as const;

const NAMES: Record<string, Record<Language, string>> = {
  matchesPlayed: { it: 'Partite giocate', en: 'Matches played' },
  winRate: { it: 'Percentuale di vittorie', en: 'Win rate' },
  goalsScored: { it: 'Gol segnati', en: 'Goals scored' },
  goalsConceded: { it: 'Gol subiti', en: 'Goals conceded' },
  shots: { it: 'Tiri', en: 'Shots' },
  shotsOnTarget: { it: 'Tiri in porta', en: 'Shots on target' },
  corners: { it: "Calci d'angolo", en: 'Corners' },
  fouls: { it: 'Falli', en: 'Fouls' },
  yellowCards: { it: 'Ammonizioni', en: 'Yellow cards' },
  redCards: { it: 'Espulsioni', en: 'Red cards' },
};

export const UNITS = {
  perMatch: { it: 'per partita', en: 'per match' },
  percent: { it: '%', en: '%' },
} as const satisfies Record<string, Record<Language, string>>;

/** The parameter's name in the request language; unknown codes are shown as they are. */
export function parameterName(code: string, language: Language): string {
  return NAMES[code]?.[language] ?? code;
}

/** Rounds to two decimals, as the comparison shows them (SPEC §9). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

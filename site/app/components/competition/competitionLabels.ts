/** The competition pages' words for seasons, phases and knockout ties, in Italian and English. */
import type { Language } from '@pallone/core';

const it = {
  season: 'Stagione',
  phase: 'Fase',
  bracket: 'Tabellone',
  aggregate: 'Totale',
  /** "{team} passa il turno", "{team} vince" (a final). */
  through: (team: string, final: boolean) => `${team} ${final ? 'vince' : 'passa il turno'}`,
  afterExtraTime: 'dopo i tempi supplementari',
  onPenalties: (score: string) => `ai rigori (${score})`,
  noMatches: 'Nessuna partita in questa fase.',
};

export type CompetitionLabels = typeof it;

const en: CompetitionLabels = {
  season: 'Season',
  phase: 'Phase',
  bracket: 'Bracket',
  aggregate: 'Aggregate',
  through: (team, final) => `${team} ${final ? 'win' : 'go through'}`,
  afterExtraTime: 'after extra time',
  onPenalties: (score) => `on penalties (${score})`,
  noMatches: 'No matches in this phase.',
};

export const competitionLabels = (language: Language): CompetitionLabels => (language === 'it' ? it : en);

import type { Language } from '@pallone/core';

/** The texts of the match page's own sections (details, form guide), in both languages. */
export const matchSectionTexts = {
  it: {
    details: 'Dettagli partita',
    firstHalf: 'Primo tempo',
    afterNinety: 'Dopo 90 minuti',
    referee: 'Arbitro',
    form: 'Forma',
    formOf: (team: string) => `Ultime partite di ${team}`,
    outcome: { W: ['V', 'Vittoria'], D: ['N', 'Pareggio'], L: ['P', 'Sconfitta'] },
    home: 'in casa',
    away: 'in trasferta',
    headToHead: 'Precedenti',
    meetings: (count: number) =>
      count === 1 ? '1 precedente nei nostri dati' : `${count} precedenti nei nostri dati`,
    winsOf: (team: string) => `Vittorie ${team}`,
    draws: 'Pareggi',
    latestMeetings: 'Ultimi incontri',
  },
  en: {
    details: 'Match details',
    firstHalf: 'First half',
    afterNinety: 'After 90 minutes',
    referee: 'Referee',
    form: 'Form',
    formOf: (team: string) => `${team}'s latest matches`,
    outcome: { W: ['W', 'Win'], D: ['D', 'Draw'], L: ['L', 'Loss'] },
    home: 'home',
    away: 'away',
    headToHead: 'Head to head',
    meetings: (count: number) => (count === 1 ? '1 meeting in our data' : `${count} meetings in our data`),
    winsOf: (team: string) => `${team} wins`,
    draws: 'Draws',
    latestMeetings: 'Latest meetings',
  },
} satisfies Record<Language, unknown>;

export type MatchSectionTexts = (typeof matchSectionTexts)['it'];

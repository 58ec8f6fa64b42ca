import type { Language, LiveMatchStatus } from '@pallone/core';

interface LiveScoresMessages {
  /** The heading: "Risultati" once a match of the day has been played (or is being played), else "Partite". */
  title: (day: string, played: boolean) => string;
  previousDay: string;
  nextDay: string;
  today: string;
  live: string;
  /** The label of a match replayed through the live feed (npm run replay): never shown as a real live match. */
  replay: string;
  /**
   * A live match's phase, shown when the API has no clock for it; a match about to start shows its kick-off time
   * (matchDisplay), so `notStarted` has no word.
   */
  phases: Record<Exclude<LiveMatchStatus, 'notStarted'>, string>;
  ended: string;
  afterExtraTime: string;
  afterPenalties: string;
  penaltiesShort: string;
  awarded: string;
  postponed: string;
  cancelled: string;
  suspended: string;
  abandoned: string;
  resultNotAvailable: string;
  timeToBeConfirmed: string;
  noMatches: string;
  noLiveMatches: string;
  goal: (home: string, score: string, away: string) => string;
  /** A team's red cards in a live row, e.g. "1 cartellino rosso". */
  redCards: (count: number) => string;
}

/** LiveScores texts; the Italian ones are the site's. */
export const liveScoresMessages: Record<Language, LiveScoresMessages> = {
  it: {
    title: (day, played) => `${played ? 'Risultati' : 'Partite'} del ${day}`,
    previousDay: 'Giorno precedente',
    nextDay: 'Giorno successivo',
    today: 'Oggi',
    live: 'Live',
    replay: 'Replay',
    phases: {
      inPlay1H: '1° tempo',
      halfTime: 'Intervallo',
      inPlay2H: '2° tempo',
      breakTime: 'Pausa',
      inPlay1EH: '1° supplementare',
      inPlay2EH: '2° supplementare',
      inPlayP: 'Rigori',
    },
    ended: 'Finale',
    afterExtraTime: 'Finale d.t.s.',
    afterPenalties: 'Finale d.c.r.',
    penaltiesShort: 'rig.',
    awarded: 'A tavolino',
    postponed: 'Rinviata',
    cancelled: 'Annullata',
    suspended: 'Sospesa',
    abandoned: 'Interrotta',
    resultNotAvailable: 'Risultato non disponibile',
    timeToBeConfirmed: 'Orario da definire',
    noMatches: 'Nessuna partita in questa data',
    noLiveMatches: 'Nessuna partita in diretta',
    goal: (home, score, away) => `Gol! ${home} ${score} ${away}`,
    redCards: (count) => (count === 1 ? '1 cartellino rosso' : `${count} cartellini rossi`),
  },
  en: {
    title: (day, played) => `${played ? 'Results' : 'Matches'} of ${day}`,
    previousDay: 'Previous day',
    nextDay: 'Next day',
    today: 'Today',
    live: 'Live',
    replay: 'Replay',
    phases: {
      inPlay1H: '1st half',
      halfTime: 'Half time',
      inPlay2H: '2nd half',
      breakTime: 'Break',
      inPlay1EH: 'Extra time, 1st half',
      inPlay2EH: 'Extra time, 2nd half',
      inPlayP: 'Penalties',
    },
    ended: 'FT',
    afterExtraTime: 'AET',
    afterPenalties: 'FT (pens)',
    penaltiesShort: 'pens',
    awarded: 'Awarded',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
    suspended: 'Suspended',
    abandoned: 'Abandoned',
    resultNotAvailable: 'Result not available',
    timeToBeConfirmed: 'Time to be confirmed',
    noMatches: 'No matches on this day',
    noLiveMatches: 'No live matches',
    goal: (home, score, away) => `Goal! ${home} ${score} ${away}`,
    redCards: (count) => (count === 1 ? '1 red card' : `${count} red cards`),
  },
};

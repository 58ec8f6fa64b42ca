import { formatMatchDate, formatMatchTime, isLiveStatus, type Language, type Match } from '@pallone/core';
import { liveScoresMessages } from './liveScoresMessages.ts';

export type MatchState = 'live' | 'ended' | 'scheduled' | 'postponed' | 'cancelled' | 'unavailable';

/** What a LiveScores row shows for a match. */
export interface MatchDisplay {
  state: MatchState;
  home: string;
  away: string;
  /** Goals to show, or null when there is no score to show (never 0-0 for a result the data lacks). */
  score: { home: number; away: number } | null;
  /** The shoot-out, e.g. "4-2", when there was one. */
  penalties: string | null;
  /** Kick-off HH:mm in the zone, or null when only the day is known. */
  time: string | null;
  /** DD/MM/YYYY in the zone. */
  date: string;
  /** The kick-off time is the status to show: a fixture, a result the data lacks, a live match not started. */
  showsTime: boolean;
  /** Status text: the live phase, "Finale", "Rinviata", "Risultato non disponibile"…; null for a fixture. */
  label: string | null;
}

function state(match: Match): MatchState {
  if (isLiveStatus(match.status)) return 'live';
  if (match.ended || match.status === 'ended' || match.status === 'played' || match.status === 'awarded') {
    return 'ended';
  }
  if (match.status === 'postponed') return 'postponed';
  if (match.status === 'cancelled') return 'cancelled';
  if (match.status === 'resultNotAvailable') return 'unavailable';
  return 'scheduled';
}

function endedLabel(match: Match, text: (typeof liveScoresMessages)[Language]): string {
  if (match.status === 'awarded') return text.awarded;
  if (match.penalties) return text.afterPenalties;
  if (match.extraTime) return text.afterExtraTime;
  return text.ended;
}

/** SPEC §4 states of a match as a LiveScores row shows them, in a time zone. */
export function matchDisplay(match: Match, language: Language, timeZone: string): MatchDisplay {
  const text = liveScoresMessages[language];
  const kind = state(match);
  const goals =
    match.extraTime ??
    (match.homeScore !== null && match.awayScore !== null
      ? { home: match.homeScore, away: match.awayScore }
      : null);
  const showsScore = kind === 'live' || kind === 'ended';
  const labels: Record<MatchState, string | null> = {
    live: isLiveStatus(match.status) ? text.phases[match.status] : null,
    ended: endedLabel(match, text),
    scheduled: null,
    postponed: text.postponed,
    cancelled: text.cancelled,
    unavailable: text.resultNotAvailable,
  };
  return {
    state: kind,
    home: match.homeTeam?.name ?? match.homeName,
    away: match.awayTeam?.name ?? match.awayName,
    score: showsScore ? goals : null,
    penalties: match.penalties ? `${match.penalties.home}-${match.penalties.away}` : null,
    time: match.hasTime ? formatMatchTime(match.date, { timeZone }) : null,
    date: formatMatchDate(match.date, { timeZone }),
    showsTime: kind === 'scheduled' || kind === 'unavailable' || match.status === 'notStarted',
    label: labels[kind],
  };
}

import {
  formatMatchDate,
  formatMatchTime,
  isLiveStatus,
  isRunningMinute,
  liveMinuteText,
  shownScore,
  type Language,
  type Match,
} from '@pallone/core';
import { liveScoresMessages } from './liveScoresMessages.ts';

export type MatchState =
  'live' | 'ended' | 'scheduled' | 'postponed' | 'cancelled' | 'suspended' | 'abandoned' | 'unavailable';

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
  /**
   * Status text: the live clock ("45+2'", "Intervallo") or phase, "Finale", "Rinviata", "Risultato non
   * disponibile"…; null for a fixture.
   */
  label: string | null;
  /** The label is a minute of play running now ("67'"), shown pulsing. */
  running: boolean;
  /** A replay of a real match (npm run replay): labelled "Replay", never "Live". */
  replay: boolean;
}

/** The state of a match as a LiveScores row shows it. */
export function matchState(match: Match): MatchState {
  if (isLiveStatus(match.status)) return 'live';
  if (match.ended || match.status === 'ended' || match.status === 'played' || match.status === 'awarded') {
    return 'ended';
  }
  if (match.status === 'postponed') return 'postponed';
  if (match.status === 'cancelled') return 'cancelled';
  if (match.status === 'suspended') return 'suspended';
  if (match.status === 'abandoned') return 'abandoned';
  if (match.status === 'resultNotAvailable') return 'unavailable';
  return 'scheduled';
}

function endedLabel(match: Match, text: (typeof liveScoresMessages)[Language]): string {
  if (match.status === 'awarded') return text.awarded;
  if (match.penalties) return text.afterPenalties;
  if (match.extraTime) return text.afterExtraTime;
  return text.ended;
}

/** A live match's clock as the API runs it ("45+2'", "Intervallo", "Rigori"), else its phase ("2° tempo"). */
function liveLabel(match: Match, text: (typeof liveScoresMessages)[Language]): string | null {
  if (!isLiveStatus(match.status) || match.status === 'notStarted') return null;
  const { phases } = text;
  if (match.minute === null) return phases[match.status];
  return liveMinuteText(match.minute, {
    halfTime: phases.halfTime,
    breakTime: phases.breakTime,
    penalties: phases.inPlayP,
  });
}

/** The match has been played or is being played: not a fixture, nor postponed or cancelled. */
export function hasBegun(match: Match): boolean {
  return !['scheduled', 'postponed', 'cancelled'].includes(matchState(match));
}

/** SPEC §4 states of a match as a LiveScores row shows them, in a time zone. */
export function matchDisplay(match: Match, language: Language, timeZone: string): MatchDisplay {
  const text = liveScoresMessages[language];
  const kind = matchState(match);
  const goals = shownScore(match);
  const showsScore = kind === 'live' || kind === 'ended' || kind === 'suspended' || kind === 'abandoned';
  const labels: Record<MatchState, string | null> = {
    live: liveLabel(match, text),
    ended: endedLabel(match, text),
    scheduled: null,
    postponed: text.postponed,
    cancelled: text.cancelled,
    suspended: text.suspended,
    abandoned: text.abandoned,
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
    running: kind === 'live' && isRunningMinute(match.minute),
    replay: match.isReplay,
  };
}

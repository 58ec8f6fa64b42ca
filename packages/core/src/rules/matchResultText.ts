import type { Language } from '../types/Language.ts';
import type { Match } from '../types/Match.ts';
import { isLiveStatus } from './isLiveStatus.ts';
import { shownScore } from './shownScore.ts';

/** The marks a result carries once the match went past 90 minutes (issue #15 §1). */
export const RESULT_MARKS: Readonly<Record<Language, { afterExtraTime: string; penalties: string }>> = {
  it: { afterExtraTime: 'd.t.s.', penalties: 'd.c.r.' },
  en: { afterExtraTime: 'a.e.t.', penalties: 'pens' },
};

export type ResultMatch = Pick<Match, 'status' | 'homeScore' | 'awayScore' | 'extraTime' | 'penalties'>;

export interface MatchResultParts {
  /** The score a fan expects: after extra time when there was any (the current one while live). */
  score: string;
  /** "d.t.s." / "a.e.t." once a match that went to extra time is over; null otherwise. */
  afterExtraTime: string | null;
  /** "(4-2 d.c.r.)" / "(4-2 pens)" when there was a shoot-out (also while it is taken); null otherwise. */
  penalties: string | null;
}

/**
 * One rule for every place a result is shown (header, title, description, lists, widgets, feeds): the score after
 * extra time, marked, and the shoot-out in brackets — "3-3 d.t.s. (4-2 d.c.r.)", "3-3 a.e.t. (4-2 pens)". Null when
 * the match has no score to show. `separator` joins the two sides ("-" by default, " : " on a scoreboard).
 */
export function matchResultParts(
  match: ResultMatch,
  language: Language,
  separator = '-',
): MatchResultParts | null {
  const score = shownScore(match);
  if (!score) return null;
  const marks = RESULT_MARKS[language];
  const over = !isLiveStatus(match.status);
  return {
    score: `${score.home}${separator}${score.away}`,
    afterExtraTime: over && match.extraTime ? marks.afterExtraTime : null,
    penalties: match.penalties
      ? `(${match.penalties.home}-${match.penalties.away} ${marks.penalties})`
      : null,
  };
}

/** The result in one line ("3-3 d.t.s. (4-2 d.c.r.)"), or null when there is no score to show. */
export function matchResultText(match: ResultMatch, language: Language, separator = '-'): string | null {
  const parts = matchResultParts(match, language, separator);
  if (!parts) return null;
  return [parts.score, parts.afterExtraTime, parts.penalties].filter(Boolean).join(' ');
}

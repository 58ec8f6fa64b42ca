import { isLiveStatus, matchResultText, type Language, type Match } from '@pallone/core';
import type { Labels } from '../i18n/labels.ts';

/**
 * A match in one line for the page title and description: "Inter - Milan 1-0" (after extra time "Argentina -
 * Francia 3-3 d.t.s. (4-2 d.c.r.)", the core rule), then "(Live)" while it is played
 * or "(Replay)" for a replay of a real match, which is never presented as live.
 */
export function matchHeadline(
  match: Pick<
    Match,
    | 'homeTeam'
    | 'awayTeam'
    | 'homeName'
    | 'awayName'
    | 'homeScore'
    | 'awayScore'
    | 'extraTime'
    | 'penalties'
    | 'status'
    | 'isReplay'
  >,
  t: Pick<Labels, 'liveBadge' | 'replay'>,
  language: Language,
): string {
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const result = matchResultText(match, language);
  const score = result ? ` ${result}` : '';
  const mark = match.isReplay ? ` (${t.replay})` : isLiveStatus(match.status) ? ` (${t.liveBadge})` : '';
  return `${home} - ${away}${score}${mark}`;
}

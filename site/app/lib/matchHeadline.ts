import { isLiveStatus, type Match } from '@pallone/core';
import type { Labels } from '../i18n/labels.ts';

/**
 * A match in one line for the page title and description: "Inter - Milan 1-0", then "(Live)" while it is played
 * or "(Replay)" for a replay of a real match, which is never presented as live.
 */
export function matchHeadline(
  match: Pick<
    Match,
    'homeTeam' | 'awayTeam' | 'homeName' | 'awayName' | 'homeScore' | 'awayScore' | 'status' | 'isReplay'
  >,
  t: Pick<Labels, 'liveBadge' | 'replay'>,
): string {
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  const score =
    match.homeScore !== null && match.awayScore !== null ? ` ${match.homeScore}-${match.awayScore}` : '';
  const mark = match.isReplay ? ` (${t.replay})` : isLiveStatus(match.status) ? ` (${t.liveBadge})` : '';
  return `${home} - ${away}${score}${mark}`;
}

import type { Labels } from '../i18n/labels.ts';

/**
 * The model's tip in the page's language. The API sends it as a code ('1', 'X2', 'Over 2.5', 'Goal', …); all
 * read the same in both languages except both-teams-to-score, which Italian betting calls "Goal" / "No Goal".
 */
export function predictionTipLabel(tip: string, t: Pick<Labels, 'bothTeamsToScore' | 'bothTeamsToScoreNo'>) {
  if (tip === 'Goal') return t.bothTeamsToScore;
  if (tip === 'No Goal') return t.bothTeamsToScoreNo;
  return tip;
}

import { overall, type TieBreakRules } from '../tieBreakCriteria.ts';

/** Any competition without a specific rule set: points, goal difference, goals scored. */
export const DEFAULT_TIE_BREAK_RULES: TieBreakRules = {
  code: 'default',
  label: 'Default (goal difference, goals scored)',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [overall('goalDifference'), overall('goalsFor')],
  beyondCriteria: 'Teams still level are ordered by team id.',
  source: 'Common practice; used when the competition code has no rule set of its own.',
};

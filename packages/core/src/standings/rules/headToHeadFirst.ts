import { headToHead, overall, type TieBreakRules } from '../tieBreakCriteria.ts';

/**
 * Three points a win; head-to-head points, goal difference and goals scored (re-applied to a subset still level),
 * then goal difference and goals scored in all group matches: the EURO, World Cup 2026 and Club World Cup
 * order, and the start of the UEFA group stage's.
 */
export const HEAD_TO_HEAD_FIRST: Pick<TieBreakRules, 'pointsForWin' | 'pointsForDraw' | 'criteria'> = {
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    headToHead(['points', 'goalDifference', 'goalsFor'], { reapplyToRemaining: true }),
    overall('goalDifference'),
    overall('goalsFor'),
  ],
};

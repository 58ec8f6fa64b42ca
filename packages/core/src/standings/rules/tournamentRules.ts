import { headToHead, overall, type TieBreakRules } from '../tieBreakCriteria.ts';
import { HEAD_TO_HEAD_FIRST } from './headToHeadFirst.ts';

/**
 * UEFA EURO 2024 final tournament group stage (regulations 2022-24, art. 20):
 *   a)–c) head-to-head points, goal difference, goals scored; d) a)–c) re-applied to the teams still level;
 *   e) goal difference in all group matches; f) goals scored in all group matches;
 *   g) penalty shoot-out if exactly two teams level meet in their last group match (not modelled);
 *   h) disciplinary points; i) European Qualifiers overall ranking.
 * Source: documents.uefa.com, Regulations of the UEFA European Football Championship 2022-24 (art. 15 for the
 * qualifying stage has the same a)–f)); flashback.org / ESPN summaries.
 */
export const EURO_RULES: TieBreakRules = {
  code: 'euro',
  label: 'UEFA EURO 2024 groups: head-to-head (re-applied), goal difference, goals scored',
  ...HEAD_TO_HEAD_FIRST,
  beyondCriteria:
    'Shoot-out between two level teams meeting on the last matchday, disciplinary points, qualifiers ranking ' +
    '(not in the data; here: team id order).',
  source: 'Regulations of the UEFA European Football Championship 2022-24, art. 20 (documents.uefa.com).',
};

/**
 * FIFA World Cup 2026 (and later): for the first time head-to-head comes first:
 *   head-to-head points, goal difference, goals scored (re-applied to a subset still level), then goal
 *   difference and goals scored in all group matches, fair-play points, FIFA ranking (no more lots).
 * Sources: footypulse.co.uk 2026-06-19 and karlobag.eu on the FIFA World Cup 26 regulations.
 */
export const WORLD_CUP_2026_RULES: TieBreakRules = {
  code: 'world',
  label: 'FIFA World Cup 2026 groups: head-to-head (re-applied), goal difference, goals scored',
  ...HEAD_TO_HEAD_FIRST,
  beyondCriteria: 'Fair-play points, then FIFA ranking (not in the data; here: team id order).',
  source: 'FIFA World Cup 26 regulations (footypulse.co.uk 2026-06-19; karlobag.eu).',
};

/**
 * FIFA World Cup up to 2022: goal difference and goals scored in all group matches first, then head-to-head
 * points, goal difference, goals scored among the level teams (computed once), fair play, drawing of lots.
 * Source: FIFA World Cup Qatar 2022 regulations art. 32.5 (summarised by futbol.today "Group stage tiebreakers").
 */
export const WORLD_CUP_2022_RULES: TieBreakRules = {
  code: 'world',
  label: 'FIFA World Cup (to 2022) groups: goal difference, goals scored, head-to-head',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    overall('goalDifference'),
    overall('goalsFor'),
    headToHead(['points', 'goalDifference', 'goalsFor']),
  ],
  beyondCriteria: 'Fair-play points, then drawing of lots (not in the data; here: team id order).',
  source: 'FIFA World Cup Qatar 2022 regulations art. 32 (futbol.today summary).',
};

/**
 * FIFA Club World Cup 2025 (art. 13): head-to-head points, goal difference, goals scored (re-applied to a subset
 * still level), then goal difference and goals scored in all group matches, fair play, drawing of lots.
 * Sources: goal.com "FIFA Club World Cup group stage tie break rules explained" (2025); newsrpt.com (art. 13).
 */
export const CLUB_WORLD_CUP_RULES: TieBreakRules = {
  code: 'fifa.cwc',
  label: 'FIFA Club World Cup 2025 groups: head-to-head (re-applied), goal difference, goals scored',
  ...HEAD_TO_HEAD_FIRST,
  beyondCriteria: 'Fair-play points, then drawing of lots (not in the data; here: team id order).',
  source: 'FIFA Club World Cup 2025 regulations art. 13 (goal.com, newsrpt.com summaries).',
};

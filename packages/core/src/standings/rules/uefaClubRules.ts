import { opponents, overall, type TieBreakRules } from '../tieBreakCriteria.ts';
import { HEAD_TO_HEAD_FIRST } from './headToHeadFirst.ts';

/**
 * UEFA Champions League / Europa League / Conference League league phase (2024-25 onward), a single 36-team
 * table where teams never meet twice, so no head-to-head:
 *   1. goal difference; 2. goals scored; 3. away goals scored; 4. wins; 5. away wins;
 *   6. points obtained collectively by the league-phase opponents; 7. their collective goal difference;
 *   8. their collective goals scored; 9. disciplinary points; 10. UEFA club coefficient.
 * The engine implements 1–8 (opponents' figures come from the same table, so build it from all 144 league
 * phase matches); 9–10 are not in the data.
 * Sources: UEFA Champions League regulations 2024-27 art. 18 (fcinternews.it 2024-03 via Calcio e Finanza;
 * givemesport.com 2024-06; Wikipedia "2024–25 UEFA Champions League league phase").
 */
export const UEFA_LEAGUE_PHASE_RULES: TieBreakRules = {
  code: 'uefa.league-phase',
  label: 'UEFA league phase (2024-25 onward): GD, goals, away goals, wins, away wins, opponents',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: [
    overall('goalDifference'),
    overall('goalsFor'),
    overall('awayGoalsFor'),
    overall('wins'),
    overall('awayWins'),
    opponents('points'),
    opponents('goalDifference'),
    opponents('goalsFor'),
  ],
  beyondCriteria: 'Disciplinary points, then UEFA club coefficient (not in the data; here: team id order).',
  source:
    'UEFA club competition regulations 2024-27 (UCL art. 18); fcinternews.it 2024-03; givemesport.com 2024-06.',
};

/**
 * UEFA club competitions group stage (up to 2023-24), per group:
 *   a) head-to-head points; b) head-to-head goal difference; c) head-to-head goals scored;
 *   d) a)–c) re-applied to the teams still level; e) goal difference in all group matches;
 *   f) goals scored; g) away goals scored; h) wins; i) away wins; j) disciplinary points; k) coefficient.
 * Source: UEFA Champions League regulations 2021-24 art. 17 (same structure as the EURO 2024 qualifying
 * article 15 on documents.uefa.com).
 */
export const UEFA_GROUP_STAGE_RULES: TieBreakRules = {
  code: 'uefa.group-stage',
  label: 'UEFA group stage (to 2023-24): head-to-head (re-applied), GD, goals, away goals, wins, away wins',
  ...HEAD_TO_HEAD_FIRST,
  criteria: [...HEAD_TO_HEAD_FIRST.criteria, overall('awayGoalsFor'), overall('wins'), overall('awayWins')],
  beyondCriteria: 'Disciplinary points, then UEFA club coefficient (not in the data; here: team id order).',
  source: 'UEFA Champions League regulations 2021-24 art. 17; documents.uefa.com.',
};

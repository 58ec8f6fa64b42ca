import { headToHead, overall, type TieBreakRules } from '../tieBreakCriteria.ts';

/**
 * Serie A (it.1), 2022-23 onward, and Serie B (it.2): the "classifica avulsa".
 *   1. points in the matches among the tied teams (all of them, also for three or more);
 *   2. goal difference in those matches (no away-goals rule);
 *   3. goal difference over the whole championship;
 *   4. goals scored over the whole championship;
 *   5. drawing of lots (here: team id order).
 * The text reads "incontri diretti fra tutte le squadre della classifica avulsa": the mini-table is built once
 * over all the tied teams and is NOT rebuilt for a subset it leaves level (some press reads it otherwise;
 * the regulation does not say so), so still-level teams go on to overall goal difference.
 * Sources: Lega Serie A rules approved by FIGC on 2023-07-07 (Adnkronos, notizie.it); goal.com/it 2023-02
 * "Serie A: cosa succede in caso di arrivo a pari punti"; pianetaempoli.it 2025-03 quoting the regulation;
 * Lega B "criteri di formazione della classifica finale di regular season" (stadionews.it).
 */
const AVULSA = [headToHead(['points', 'goalDifference']), overall('goalDifference'), overall('goalsFor')];

export const SERIE_A_RULES: TieBreakRules = {
  code: 'it.1',
  label: 'Serie A (2022-23 onward): head-to-head points and goal difference, then goal difference, goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: AVULSA,
  beyondCriteria:
    'Drawing of lots (here: team id order). Since 2022-23 two teams level on points for 1st place play a ' +
    'one-match play-off, and two teams level for 17th/18th a play-off (one match in 2022-23, two legs from ' +
    '2023-24); a play-off is a real match in the data but is not part of the table: leave it out of ' +
    '`matches` and place its winner above the loser. With three or more level, the avulsa picks the two.',
  source:
    'Lega Serie A / FIGC, July 2023 (spareggio + classifica avulsa); goal.com/it 2023-02; pianetaempoli.it 2025-03.',
};

export const SERIE_B_RULES: TieBreakRules = {
  code: 'it.2',
  label: 'Serie B: head-to-head points and goal difference, then goal difference, goals',
  pointsForWin: 3,
  pointsForDraw: 1,
  criteria: AVULSA,
  beyondCriteria:
    'Drawing of lots (here: team id order). No tie play-off; the promotion play-off and relegation ' +
    'play-out are knockout matches: leave them out of `matches` for the regular-season table.',
  source:
    'Lega B regular-season regulation (derogation to NOIF), quoted by stadionews.it 2024 and ilovepalermocalcio.com 2025-05.',
};

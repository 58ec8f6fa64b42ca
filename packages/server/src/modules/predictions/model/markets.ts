/** Betting markets read off a score matrix: 1X2, over/under 2.5 goals, both teams to score, exact scores. */
import type { ScoreMatrix } from './scoreMatrix.ts';
import type { MatchPrediction, ScoreProbability } from './types.ts';

export type MarketProbabilities = MatchPrediction['probabilities'];

export function marketProbabilities(matrix: ScoreMatrix): MarketProbabilities {
  const size = matrix.maxGoals + 1;
  let home = 0;
  let draw = 0;
  let away = 0;
  let over25 = 0;
  let bttsYes = 0;
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const p = matrix.cells[h * size + a]!;
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
      if (h + a > 2) over25 += p;
      if (h > 0 && a > 0) bttsYes += p;
    }
  }
  // the matrix sums to 1 up to rounding; make each pair of complementary markets sum to exactly 1
  const total = home + draw + away;
  home /= total;
  draw /= total;
  away = Math.max(0, 1 - home - draw);
  over25 = clamp01(over25 / total);
  bttsYes = clamp01(bttsYes / total);
  return { home, draw, away, over25, under25: 1 - over25, bttsYes, bttsNo: 1 - bttsYes };
}

/** The `count` likeliest exact scores, likeliest first (ties: fewer home goals, then fewer away goals). */
export function likelyScores(matrix: ScoreMatrix, count = 5): ScoreProbability[] {
  const size = matrix.maxGoals + 1;
  const scores: ScoreProbability[] = [];
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++)
      scores.push({ home: h, away: a, probability: matrix.cells[h * size + a]! });
  }
  scores.sort((x, y) => y.probability - x.probability || x.home - y.home || x.away - y.away);
  return scores.slice(0, count);
}

/** Fair (margin-free) decimal odds 1/p, rounded to 2 decimals; `Infinity` for p = 0. */
export function fairOdd(probability: number): number {
  if (!(probability > 0)) return Number.POSITIVE_INFINITY;
  return Math.round(100 / probability) / 100;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

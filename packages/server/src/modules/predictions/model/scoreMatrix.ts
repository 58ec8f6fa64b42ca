/**
 * The probability of every exact score 0..maxGoals × 0..maxGoals: independent Poisson goals with the
 * Dixon–Coles correction on the four low scores, normalized so the truncated matrix sums to 1.
 */
import { dixonColesTau } from './dixonColes.ts';

export interface ScoreMatrix {
  /** Goals per side go from 0 to maxGoals. */
  maxGoals: number;
  /** Row-major: probability of home h, away a is `cells[h * (maxGoals + 1) + a]`. */
  cells: Float64Array;
}

export function poissonProbabilities(mean: number, maxGoals: number): Float64Array {
  const probabilities = new Float64Array(maxGoals + 1);
  let p = Math.exp(-mean);
  for (let goals = 0; goals <= maxGoals; goals++) {
    probabilities[goals] = p;
    p *= mean / (goals + 1);
  }
  return probabilities;
}

export function scoreMatrix(
  lambdaHome: number,
  lambdaAway: number,
  rho: number,
  maxGoals: number,
): ScoreMatrix {
  if (!(lambdaHome > 0) || !(lambdaAway > 0)) throw new RangeError('expected goals must be > 0');
  const size = maxGoals + 1;
  const home = poissonProbabilities(lambdaHome, maxGoals);
  const away = poissonProbabilities(lambdaAway, maxGoals);
  const cells = new Float64Array(size * size);
  let total = 0;
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const tau = h <= 1 && a <= 1 ? Math.max(0, dixonColesTau(h, a, lambdaHome, lambdaAway, rho)) : 1;
      const p = home[h]! * away[a]! * tau;
      cells[h * size + a] = p;
      total += p;
    }
  }
  for (let i = 0; i < cells.length; i++) cells[i]! /= total;
  return { maxGoals, cells };
}

export function scoreProbability(matrix: ScoreMatrix, home: number, away: number): number {
  if (home > matrix.maxGoals || away > matrix.maxGoals) return 0;
  return matrix.cells[home * (matrix.maxGoals + 1) + away]!;
}

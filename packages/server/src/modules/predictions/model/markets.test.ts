import { describe, expect, it } from 'vitest';
import { fairOdd, likelyScores, marketProbabilities } from './markets.ts';
import { scoreMatrix, scoreProbability } from './scoreMatrix.ts';

describe('marketProbabilities', () => {
  const matrix = scoreMatrix(1.7, 0.9, -0.08, 10);
  const p = marketProbabilities(matrix);

  it('gives 1X2 probabilities in [0, 1] that sum to 1, and complementary pairs', () => {
    for (const value of Object.values(p)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.over25 + p.under25).toBe(1);
    expect(p.bttsYes + p.bttsNo).toBe(1);
  });

  it('reads over/under 2.5 and both-teams-to-score off the score matrix', () => {
    let under = 0;
    let noGoal = 0;
    let draw = 0;
    for (let h = 0; h <= 10; h++) {
      for (let a = 0; a <= 10; a++) {
        const cell = scoreProbability(matrix, h, a);
        if (h + a <= 2) under += cell;
        if (h === 0 || a === 0) noGoal += cell;
        if (h === a) draw += cell;
      }
    }
    expect(p.under25).toBeCloseTo(under, 12);
    expect(p.bttsNo).toBeCloseTo(noGoal, 12);
    expect(p.draw).toBeCloseTo(draw, 12);
  });
});

describe('likelyScores', () => {
  it('returns the five likeliest scores from the matrix, likeliest first', () => {
    const matrix = scoreMatrix(1.7, 0.9, -0.08, 10);
    const scores = likelyScores(matrix);
    expect(scores).toHaveLength(5);
    for (const s of scores) expect(s.probability).toBe(scoreProbability(matrix, s.home, s.away));
    for (let i = 1; i < scores.length; i++)
      expect(scores[i]!.probability).toBeLessThanOrEqual(scores[i - 1]!.probability);
    const fifth = scores[4]!.probability;
    const above = [...matrix.cells].filter((cell) => cell > fifth).length;
    expect(above).toBeLessThanOrEqual(4);
  });
});

describe('fairOdd', () => {
  it('is 1/p rounded to 2 decimals', () => {
    expect(fairOdd(0.5)).toBe(2);
    expect(fairOdd(0.3)).toBe(3.33);
    expect(fairOdd(0.2857)).toBe(3.5);
    expect(fairOdd(0)).toBe(Number.POSITIVE_INFINITY);
  });
});

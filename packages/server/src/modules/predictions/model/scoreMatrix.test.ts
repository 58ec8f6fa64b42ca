import { describe, expect, it } from 'vitest';
import { poissonProbabilities, scoreMatrix, scoreProbability } from './scoreMatrix.ts';

const sum = (values: Iterable<number>): number => [...values].reduce((total, value) => total + value, 0);

describe('scoreMatrix', () => {
  it('sums to 1 and has no negative cell', () => {
    for (const [home, away, rho] of [
      [1.5, 1.1, -0.1],
      [0.3, 3.2, 0.2],
      [4, 0.2, -0.3],
    ] as const) {
      const matrix = scoreMatrix(home, away, rho, 10);
      expect(sum(matrix.cells)).toBeCloseTo(1, 12);
      expect(Math.min(...matrix.cells)).toBeGreaterThanOrEqual(0);
    }
  });

  it('is the product of two Poisson distributions when rho = 0', () => {
    const matrix = scoreMatrix(1.4, 0.9, 0, 10);
    const home = poissonProbabilities(1.4, 10);
    const away = poissonProbabilities(0.9, 10);
    const total = sum(home) * sum(away);
    expect(scoreProbability(matrix, 2, 1)).toBeCloseTo((home[2]! * away[1]!) / total, 12);
    expect(scoreProbability(matrix, 11, 0)).toBe(0);
  });

  it('with rho < 0 makes 0-0 and 1-1 likelier and 1-0 / 0-1 less likely, as Dixon–Coles', () => {
    const plain = scoreMatrix(1.3, 1.1, 0, 10);
    const corrected = scoreMatrix(1.3, 1.1, -0.1, 10);
    expect(scoreProbability(corrected, 0, 0)).toBeGreaterThan(scoreProbability(plain, 0, 0));
    expect(scoreProbability(corrected, 1, 1)).toBeGreaterThan(scoreProbability(plain, 1, 1));
    expect(scoreProbability(corrected, 1, 0)).toBeLessThan(scoreProbability(plain, 1, 0));
    expect(scoreProbability(corrected, 0, 1)).toBeLessThan(scoreProbability(plain, 0, 1));
    expect(scoreProbability(corrected, 2, 1)).toBeCloseTo(scoreProbability(plain, 2, 1), 12);
  });

  it('rejects non-positive means', () => {
    expect(() => scoreMatrix(0, 1, 0, 10)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { statComparison } from './statComparison.ts';

describe('statComparison', () => {
  it('splits 50/50 when both values are 0', () => {
    expect(statComparison(0, 0)).toEqual({ a: 50, b: 50 });
  });

  it('gives each side its share of the total', () => {
    expect(statComparison(3, 1)).toEqual({ a: 75, b: 25 });
    expect(statComparison(0, 4)).toEqual({ a: 0, b: 100 });
  });

  it('adds up to 100 with fractional shares', () => {
    const { a, b } = statComparison(1, 2);
    expect(a).toBeCloseTo(33.333, 3);
    expect(a + b).toBe(100);
  });

  it('counts negative and non-finite values as 0', () => {
    expect(statComparison(-2, 0)).toEqual({ a: 50, b: 50 });
    expect(statComparison(Number.NaN, 5)).toEqual({ a: 0, b: 100 });
  });
});

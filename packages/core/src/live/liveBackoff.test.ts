import { describe, expect, it } from 'vitest';
import { backoffDelay } from './liveBackoff.ts';

describe('backoffDelay', () => {
  it('doubles the ceiling with each attempt, from 1 s up to 30 s', () => {
    const top = () => 0.999999;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, { random: top }))).toEqual([
      999, 1999, 3999, 7999, 15999, 29999, 29999, 29999,
    ]);
  });

  it('waits a random share of the ceiling (full jitter), zero included', () => {
    expect(backoffDelay(3, { random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { random: () => 0.5 })).toBe(4000);
    expect(backoffDelay(1, { random: () => 0.25, baseMs: 200, maxMs: 1000 })).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { sharedPositions } from './parameterStandings.ts';

describe('sharedPositions', () => {
  it('gives equal totals the same position and skips the next ones', () => {
    expect(sharedPositions([9, 7, 7, 5, 5, 5, 1], (n) => n)).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(sharedPositions([], (n: number) => n)).toEqual([]);
  });
});

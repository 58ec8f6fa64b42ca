import { describe, expect, it } from 'vitest';
import { livePriority, sortCompetitionsForLive } from './livePriority.ts';

describe('livePriority', () => {
  it.each([
    [158, 1],
    [68, 1],
    [17, 2],
    [73, 3],
    [69, 4],
    [145, 5],
    [54, 7],
    [61, 8],
    [7, 9],
    [43, 10],
    [12, 11],
    [79, 12],
    [167, 13],
  ])('competition %i has priority %i', (id, priority) => {
    expect(livePriority(id)).toBe(priority);
  });

  it('puts unknown ids last', () => {
    expect(livePriority(999)).toBe(Infinity);
  });
});

describe('sortCompetitionsForLive', () => {
  it('sorts by priority, unknown last, ties in input order', () => {
    const input = [{ id: 999 }, { id: 7 }, { id: 68 }, { id: 1000 }, { id: 158 }, { id: 17 }];
    expect(sortCompetitionsForLive(input).map((c) => c.id)).toEqual([68, 158, 17, 7, 999, 1000]);
  });

  it('does not mutate its input', () => {
    const input = [{ id: 7 }, { id: 68 }];
    sortCompetitionsForLive(input);
    expect(input.map((c) => c.id)).toEqual([7, 68]);
  });
});

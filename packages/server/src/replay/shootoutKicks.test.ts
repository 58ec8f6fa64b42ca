import { describe, expect, it } from 'vitest';
import { shootoutKicks } from './shootoutKicks.ts';

const tallyOf = (kicks: ReturnType<typeof shootoutKicks>) => ({
  home: kicks.filter((k) => k.side === 'home' && k.scored).length,
  away: kicks.filter((k) => k.side === 'away' && k.scored).length,
});

describe('shootoutKicks', () => {
  it('ends the 2022 World Cup final 4-2 after eight kicks, France first', () => {
    const kicks = shootoutKicks({ home: 4, away: 2 }, 'away');
    expect(kicks).toHaveLength(8);
    expect(kicks.map((k) => k.side)).toEqual([
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
    ]);
    expect(tallyOf(kicks)).toEqual({ home: 4, away: 2 });
  });

  it.each([
    [{ home: 3, away: 0 }, 'home', 6],
    [{ home: 3, away: 5 }, 'away', 9],
    [{ home: 5, away: 3 }, 'home', 9],
    [{ home: 7, away: 6 }, 'home', 14],
    [{ home: 0, away: 1 }, 'away', 10],
  ] as const)('ends %o with %s first on the real tally, stopping once settled', (tally, first, length) => {
    const kicks = shootoutKicks(tally, first);
    expect(tallyOf(kicks)).toEqual(tally);
    expect(kicks).toHaveLength(length);
    expect(kicks[0]!.side).toBe(first);
  });

  it('refuses a tally no shoot-out can end on', () => {
    expect(() => shootoutKicks({ home: 2, away: 2 }, 'home')).toThrow(RangeError);
    expect(() => shootoutKicks({ home: 5, away: 1 }, 'home')).toThrow(RangeError);
  });
});

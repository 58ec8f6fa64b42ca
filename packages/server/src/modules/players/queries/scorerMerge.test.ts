import { describe, expect, it } from 'vitest';
import { mergeScorerTallies, type ScorerTally } from './scorerMerge.ts';

const tally = (playerName: string, goals: number, teamId = 1, penalties = 0): ScorerTally => ({
  playerId: null,
  playerName,
  teamId,
  goals,
  penalties,
});

describe('mergeScorerTallies', () => {
  it('folds a surname-only name into the one full name of the same team', () => {
    const merged = mergeScorerTallies([
      tally('Kylian Mbappé', 6),
      tally('Mbappé', 2),
      tally('Lionel Messi', 7, 2, 4),
    ]);
    expect(merged.map((t) => [t.playerName, t.goals])).toEqual([
      ['Kylian Mbappé', 8],
      ['Lionel Messi', 7],
    ]);
  });

  it('keeps surnames when there is no full name, several, or another team', () => {
    const list = [
      tally('Wirtz', 2),
      tally('Musiala', 3),
      tally('Silva', 1, 3),
      tally('Bernardo Silva', 1, 4),
    ];
    expect(mergeScorerTallies(list).map((t) => t.playerName)).toEqual([
      'Musiala',
      'Wirtz',
      'Bernardo Silva',
      'Silva',
    ]);
    const two = [tally('Silva', 1), tally('Bernardo Silva', 1), tally('Thiago Silva', 1)];
    expect(mergeScorerTallies(two)).toHaveLength(3);
  });

  it('ranks fewer penalties first among equal goals', () => {
    const merged = mergeScorerTallies([tally('A B', 3, 1, 2), tally('C D', 3, 1, 0)]);
    expect(merged.map((t) => t.playerName)).toEqual(['C D', 'A B']);
  });
});

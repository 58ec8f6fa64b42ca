import { describe, expect, it } from 'vitest';
import { compareSearchRank, searchTier, type RankedHit } from './searchRank.ts';

describe('searchTier', () => {
  it('tells an exact name, a whole word, a word start and any other hit apart', () => {
    expect(searchTier('inter', 'inter')).toBe(4);
    expect(searchTier('inter miami cf', 'inter')).toBe(3);
    expect(searchTier('lionel messi', 'messi')).toBe(3);
    expect(searchTier('junior messias', 'messi')).toBe(2);
    expect(searchTier('fc internazionale milano', 'inter')).toBe(2);
    expect(searchTier('koni de winter', 'inter')).toBe(1);
  });
});

const hit = (
  name: string,
  tier: RankedHit['tier'],
  prominence: number,
  similarity: number,
  id = 1,
): RankedHit => ({
  name,
  tier,
  prominence,
  similarity,
  id,
});

describe('compareSearchRank', () => {
  it('puts the better tier first whatever the prominence', () => {
    const sorted = [hit('Junior Messias', 2, 90, 0.83), hit('Lionel Messi', 3, 10, 1)].sort((a, b) =>
      compareSearchRank(a, b),
    );
    expect(sorted.map((h) => h.name)).toEqual(['Lionel Messi', 'Junior Messias']);
  });

  it('orders word hits by prominence before similarity, other hits by similarity first', () => {
    const words = [hit('Lautaro Gianetti', 3, 40, 1), hit('Lautaro Martínez', 3, 90, 0.9)];
    expect(words.sort((a, b) => compareSearchRank(a, b))[0]!.name).toBe('Lautaro Martínez');
    const fuzzy = [hit('Famous', 1, 90, 0.6), hit('Close', 1, 0, 0.8)];
    expect(fuzzy.sort((a, b) => compareSearchRank(a, b))[0]!.name).toBe('Close');
  });

  it('falls back to the name, then the id', () => {
    const same = [hit('B', 2, 1, 1, 1), hit('A', 2, 1, 1, 2), hit('A', 2, 1, 1, 0)];
    expect(same.sort((a, b) => compareSearchRank(a, b)).map((h) => h.id)).toEqual([0, 2, 1]);
  });
});

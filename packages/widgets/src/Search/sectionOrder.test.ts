import { describe, expect, it } from 'vitest';
import { sectionOrder } from './sectionOrder.ts';
import type { SearchSections } from './useSearchSections.ts';

const list = (tier?: 1 | 2 | 3 | 4) => ({ status: 'list' as const, items: [{ id: 1, tier }] });

describe('sectionOrder', () => {
  it('keeps the spec order while nothing has a better match', () => {
    const loading = { status: 'loading' } as const;
    const sections = { players: loading, teams: loading, matches: loading, news: loading } as SearchSections;
    expect(sectionOrder(sections)).toEqual(['players', 'teams', 'matches', 'news']);
  });

  it('puts the sections whose best result matches better first, spec order among equals', () => {
    const sections = {
      players: list(1),
      teams: list(4),
      matches: list(4),
      news: { status: 'empty' },
    } as unknown as SearchSections;
    expect(sectionOrder(sections)).toEqual(['teams', 'matches', 'players', 'news']);
  });
});

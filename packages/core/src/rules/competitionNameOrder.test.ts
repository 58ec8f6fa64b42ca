import { describe, expect, it } from 'vitest';
import { competitionNameOrder } from './competitionNameOrder.ts';

describe('competitionNameOrder', () => {
  it.each([
    ['European Championship 2024', 1],
    ['UEFA European Championship', 1],
    ['Campionato europeo UEFA (Europei)', 1],
    ['Serie A', 2],
    ['Serie B', 2],
    ['Premier League', 3],
    ['Primera División (LaLiga)', 4],
    ['Liga spagnola (LaLiga)', 4],
    ['Bundesliga', 5],
    ['Ligue 1', 6],
    ['Primeira Liga', 7],
    ['Eredivisie (Paesi Bassi)', 8],
    ['UEFA Champions League', 100],
    ['FIFA World Cup', 100],
    ['', 100],
  ])('%j → %i', (name, order) => {
    expect(competitionNameOrder(name)).toBe(order);
  });

  it('ignores case and leading spaces', () => {
    expect(competitionNameOrder('  serie a')).toBe(2);
  });
});

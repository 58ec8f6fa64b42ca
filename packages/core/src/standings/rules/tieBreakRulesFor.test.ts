import { describe, expect, it } from 'vitest';
import type { TieBreakRules } from '../tieBreakCriteria.ts';
import { tieBreakRulesFor } from './tieBreakRulesFor.ts';

/** A compact spelling of a rule set's criteria, e.g. "h2h(points,goalDifference)+ GD GF". */
function spell(rules: TieBreakRules): string {
  const short: Record<string, string> = {
    goalDifference: 'GD',
    goalsFor: 'GF',
    awayGoalsFor: 'awayGF',
    wins: 'W',
    awayWins: 'awayW',
    fewestPointsLost: 'lostPts',
  };
  return rules.criteria
    .map((c) => {
      if (c.kind === 'overall') return short[c.stat] ?? c.stat;
      if (c.kind === 'opponents') return `opp.${c.stat}`;
      return `h2h(${c.stats.join(',')})${c.reapplyToRemaining ? '+' : ''}${c.onlyWhenAllMatchesPlayed ? '*' : ''}`;
    })
    .join(' ');
}

describe('tieBreakRulesFor', () => {
  it.each([
    ['it.1', undefined, 'h2h(points,goalDifference) GD GF'],
    ['it.2', undefined, 'h2h(points,goalDifference) GD GF'],
    ['es.1', undefined, 'h2h(points,goalDifference)+* GD GF'],
    ['en.1', undefined, 'GD GF h2h(points,awayGoalsFor)'],
    ['de.1', undefined, 'GD GF h2h(points,goalDifference,awayGoalsFor) awayGF'],
    ['fr.1', undefined, 'GD h2h(points,goalDifference,goalsFor,awayGoalsFor) GF awayGF'],
    ['pt.1', undefined, 'h2h(points,goalDifference)* GD W GF'],
    ['nl.1', undefined, 'lostPts GD GF h2h(points,goalDifference)'],
    ['uefa.cl', '2024-25', 'GD GF awayGF W awayW opp.points opp.goalDifference opp.goalsFor'],
    ['uefa.el', '2025-26', 'GD GF awayGF W awayW opp.points opp.goalDifference opp.goalsFor'],
    ['uefa.conf', undefined, 'GD GF awayGF W awayW opp.points opp.goalDifference opp.goalsFor'],
    ['uefa.cl', '2023-24', 'h2h(points,goalDifference,goalsFor)+ GD GF awayGF W awayW'],
    ['euro', '2024', 'h2h(points,goalDifference,goalsFor)+ GD GF'],
    ['world', '2022', 'GD GF h2h(points,goalDifference,goalsFor)'],
    ['world', '2026', 'h2h(points,goalDifference,goalsFor)+ GD GF'],
    ['world', undefined, 'h2h(points,goalDifference,goalsFor)+ GD GF'],
    ['fifa.cwc', '2025', 'h2h(points,goalDifference,goalsFor)+ GD GF'],
    ['xx.9', undefined, 'GD GF'],
    ['', undefined, 'GD GF'],
  ])('%s %s → %s', (code, season, expected) => {
    expect(spell(tieBreakRulesFor(code, season))).toBe(expected);
  });

  it('reads codes case- and space-insensitively', () => {
    expect(tieBreakRulesFor(' IT.1 ').code).toBe('it.1');
  });

  it('gives every rule set 3 points for a win, 1 for a draw, a source and what happens beyond the criteria', () => {
    for (const code of [
      'it.1',
      'it.2',
      'es.1',
      'en.1',
      'de.1',
      'fr.1',
      'pt.1',
      'nl.1',
      'uefa.cl',
      'euro',
      'world',
    ]) {
      const rules = tieBreakRulesFor(code);
      expect([rules.pointsForWin, rules.pointsForDraw]).toEqual([3, 1]);
      expect(rules.source.length).toBeGreaterThan(10);
      expect(rules.beyondCriteria.length).toBeGreaterThan(10);
    }
  });
});

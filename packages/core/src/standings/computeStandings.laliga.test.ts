/**
 * LaLiga 2024-25 from the real results in data/matches, with head-to-head first; the whole final table is checked
 * in computeStandings.officialTables.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { matchesKickedOffBy } from './matchFilters.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { loadSeasonTable } from './testing/seasonTable.ts';

const rules = tieBreakRulesFor('es.1');

describe('LaLiga 2024-25', async () => {
  const { matches, teamIds, table } = await loadSeasonTable('2024-25', 'es.1');

  it('ranks the three teams on 42 on their mini-league: Getafe 9 pts, Espanyol 9, Alavés 0', () => {
    // Alavés has a better overall goal difference (−10) than Espanyol (−11) but lost all four matches.
    expect(table.slice(12, 15).map((r) => r.teamId)).toEqual([
      'getafe-cf-esp',
      'rcd-espanyol-de-barcelona-esp',
      'deportivo-alaves-esp',
    ]);
  });

  it('puts Real Sociedad above Valencia (3-0, 0-1) and Girona above Sevilla (2-0, 1-2) on head-to-head goal difference', () => {
    expect(table[10]?.goalDifference).toBeLessThan(table[11]?.goalDifference ?? 0);
    expect(table[15]?.goalDifference).toBeLessThan(table[16]?.goalDifference ?? 0);
  });

  it('uses goal difference, not head-to-head, while a pair has met only once', () => {
    // 1 Nov 2024: Alavés and Espanyol on 10 points; Espanyol won their only meeting so far (3-2, 14 Sep),
    // but the return match (22 Feb 2025) is still to come, so Alavés' better goal difference (−6 vs −9) counts.
    const early = computeStandings({
      matches: matchesKickedOffBy(matches, '2024-11-01T00:00:00Z'),
      teamIds,
      rules,
    });
    const alaves = early.find((r) => r.teamId === 'deportivo-alaves-esp');
    const espanyol = early.find((r) => r.teamId === 'rcd-espanyol-de-barcelona-esp');
    expect([alaves?.points, alaves?.goalDifference, espanyol?.points, espanyol?.goalDifference]).toEqual([
      10, -6, 10, -9,
    ]);
    expect(alaves?.position).toBe((espanyol?.position ?? 0) - 1);
  });
});

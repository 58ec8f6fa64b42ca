/**
 * Serie A from the real results in data/matches with the head-to-head ("classifica avulsa") rules; the whole
 * final tables are checked in computeStandings.officialTables.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from './computeStandings.ts';
import { matchesKickedOffBy, matchesUpToTurn } from './matchFilters.ts';
import { tieBreakRulesFor } from './rules/tieBreakRulesFor.ts';
import { summary } from './testing/buildMatch.ts';
import { loadSeasonTable } from './testing/seasonTable.ts';

const rules = tieBreakRulesFor('it.1');

describe('Serie A 2023-24', async () => {
  const { matches, teamIds, table } = await loadSeasonTable('2023-24', 'it.1');

  it('puts Torino above Napoli on head-to-head (3-0, 1-1) despite a worse goal difference', () => {
    const byGoalDifference = computeStandings({ matches, teamIds });
    const position = (rows: typeof table, id: string) => rows.find((r) => r.teamId === id)?.position;
    expect([position(table, 'torino-fc-ita'), position(table, 'ssc-napoli-ita')]).toEqual([9, 10]);
    expect([
      position(byGoalDifference, 'torino-fc-ita'),
      position(byGoalDifference, 'ssc-napoli-ita'),
    ]).toEqual([10, 9]);
  });

  it('puts Cagliari above Empoli on head-to-head (0-0, 1-0 in Empoli) though Empoli has the better goal difference', () => {
    expect(table.slice(15, 17).map((r) => r.teamId)).toEqual(['cagliari-calcio-ita', 'empoli-fc-ita']);
  });

  it('plays 38 matches per team with a full set of results and the last five as form, newest last', () => {
    expect(table.every((r) => r.played === 38 && r.won + r.drawn + r.lost === 38)).toBe(true);
    // Inter's last five: Torino 2-0 (W), at Sassuolo 1-0 (L), at Frosinone 0-5 (W), Lazio 1-1 (D), at Verona 2-2 (D).
    expect(table[0]?.form).toEqual(['W', 'L', 'W', 'D', 'D']);
  });

  it('shows the table of 27 May 2024, before the postponed Atalanta–Fiorentina (2-3) of 2 June', () => {
    const asOf = computeStandings({
      matches: matchesKickedOffBy(matches, '2024-05-27T00:00:00Z'),
      teamIds,
      rules,
    });
    const row = (id: string) => asOf.find((r) => r.teamId === id);
    expect(row('atalanta-bc-ita')).toMatchObject({ played: 37, points: 69 });
    expect(row('acf-fiorentina-ita')).toMatchObject({ played: 37, points: 57 });
    // That match belongs to matchday 29, so the table "after matchday 38" is the final one.
    expect(summary(computeStandings({ matches: matchesUpToTurn(matches, 38), teamIds, rules }))).toEqual(
      summary(table),
    );
  });

  it('gives the standings after matchday 1 with every team on one match', () => {
    const afterOne = computeStandings({ matches: matchesUpToTurn(matches, 1), teamIds, rules });
    expect(afterOne.every((r) => r.played === 1)).toBe(true);
    expect(afterOne.map((r) => r.form.length)).toEqual(Array(20).fill(1));
  });
});

describe('Serie A 2024-25', async () => {
  const { table } = await loadSeasonTable('2024-25', 'it.1');

  it('decides the pairs level on points by head-to-head: Fiorentina–Lazio, Torino–Udinese, Cagliari–Parma', () => {
    const pairs = [
      [5, 6],
      [10, 11],
      [14, 15],
    ].map(([a, b]) => [table[a ?? 0]?.teamId, table[b ?? 0]?.teamId]);
    expect(pairs).toEqual([
      ['acf-fiorentina-ita', 'ss-lazio-ita'],
      ['torino-fc-ita', 'udinese-calcio-ita'],
      ['cagliari-calcio-ita', 'parma-calcio-1913-ita'],
    ]);
    // Cagliari's goal difference (−16) is worse than Parma's (−14): only head-to-head puts it in front.
    expect(table[14]?.goalDifference).toBeLessThan(table[15]?.goalDifference ?? 0);
  });
});

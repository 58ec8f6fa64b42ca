/**
 * EURO 2024 groups from the real results in data/matches (national teams are identified by name).
 * Group E is the only group in EURO history with all four teams on the same points.
 */
import { describe, expect, it } from 'vitest';
import { summary } from './testing/buildMatch.ts';
import { loadSeasonTable } from './testing/seasonTable.ts';

describe('EURO 2024 group E', async () => {
  const { table } = await loadSeasonTable('2024', 'euro', { keep: (m) => m.group === 'Group E' });

  it('ranks four teams on 4 points as UEFA did: Romania, Belgium, Slovakia, Ukraine', () => {
    expect(summary(table)).toEqual([
      [1, 'Romania', 4, 1],
      [2, 'Belgium', 4, 1],
      [3, 'Slovakia', 4, 0],
      [4, 'Ukraine', 4, -2],
    ]);
  });

  it('puts Romania above Belgium on goals scored in the matches among them (4 to 2), although Belgium won 2-0', () => {
    expect(table.slice(0, 2).map((r) => [r.teamId, r.goalsFor])).toEqual([
      ['Romania', 4],
      ['Belgium', 2],
    ]);
  });
});

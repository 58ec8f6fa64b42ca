/**
 * Whole seasons from the real results in data/matches, against the official final tables
 * (testing/officialTables.json: each league's own publication, deductions included). Rows: [position, team id,
 * points, goal difference].
 */
import { describe, expect, it } from 'vitest';
import { summary } from './testing/buildMatch.ts';
import officialTables from './testing/officialTables.json' with { type: 'json' };
import { loadSeasonTable } from './testing/seasonTable.ts';

interface OfficialTable {
  competition: string;
  season: string;
  code: string;
  source: string;
  pointDeductions?: Readonly<Record<string, number>>;
  rows: (string | number)[][];
}

const OFFICIAL_TABLES: readonly OfficialTable[] = officialTables;

describe.each(OFFICIAL_TABLES)('$competition $season', ({ season, code, source, pointDeductions, rows }) => {
  it(`matches the official final table of ${source}: positions, points and goal difference of all teams`, async () => {
    const { table } = await loadSeasonTable(season, code, { pointDeductions });
    expect(summary(table)).toEqual(rows);
  });
});

/**
 * Bet365 1X2 closing-ish odds for the Premier League, read from outside the repository (the file has no
 * licence and must never be copied in). Returns the bookmaker's implied probabilities normalized to sum 1.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Outcome3 } from './scoring.ts';

export const ODDS_RELATIVE_PATH = '../shared/data/odds/odds_en1_bet365_1x2.csv';

export function oddsPath(repoRoot: string): string {
  return path.resolve(repoRoot, ODDS_RELATIVE_PATH);
}

/** match id → normalized implied probabilities [home, draw, away]. Exits the process if the file is missing. */
export async function loadImpliedProbabilities(repoRoot: string): Promise<Map<string, Outcome3>> {
  const file = oddsPath(repoRoot);
  if (!existsSync(file)) {
    console.error(
      `Bookmaker odds not found at ${file}.\n` +
        'The bench compares the model with Bet365 odds kept outside the repository (they have no licence):\n' +
        `put odds_en1_bet365_1x2.csv at ${file} and run again.`,
    );
    process.exit(2);
  }
  const rows = parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const implied = new Map<string, Outcome3>();
  for (const row of rows) {
    const odds = [row.b365_home, row.b365_draw, row.b365_away].map(Number);
    if (!row.match_id || odds.some((odd) => !(odd > 1))) continue;
    const inverse = odds.map((odd) => 1 / odd);
    const total = inverse[0]! + inverse[1]! + inverse[2]!;
    implied.set(row.match_id, [inverse[0]! / total, inverse[1]! / total, inverse[2]! / total]);
  }
  return implied;
}

/** A CSV file of the bundled data (`data/<file>`), one record a row keyed by the header. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../db/database.ts';

export type CsvRow = Record<string, string>;

export const readDataCsv = (file: string): CsvRow[] =>
  parse(readFileSync(path.join(repoRoot, 'data', file), 'utf8'), { columns: true }) as CsvRow[];

/** Wins, draws and goals of `teamSourceId` over rows of `matches.csv`, from their full-time scores. */
export function tallyCsvResults(rows: readonly CsvRow[], teamSourceId: string) {
  let won = 0;
  let drawn = 0;
  let goalsFor = 0;
  let goalsAgainst = 0;
  for (const r of rows) {
    const home = r.home_team_id === teamSourceId;
    const gf = Number(home ? r.ft_home : r.ft_away);
    const ga = Number(home ? r.ft_away : r.ft_home);
    goalsFor += gf;
    goalsAgainst += ga;
    if (gf > ga) won += 1;
    else if (gf === ga) drawn += 1;
  }
  return { won, drawn, goalsFor, goalsAgainst };
}

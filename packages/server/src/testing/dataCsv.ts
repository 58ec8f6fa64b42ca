/** A CSV file of the bundled data (`data/<file>`), one record a row keyed by the header. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../db/database.ts';

export type CsvRow = Record<string, string>;

export const readDataCsv = (file: string): CsvRow[] =>
  parse(readFileSync(path.join(repoRoot, 'data', file), 'utf8'), { columns: true }) as CsvRow[];

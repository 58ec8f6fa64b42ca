/**
 * Reads a CSV data file into records keyed by header, each with its physical line number (header = line 1).
 * A row with the wrong number of fields is returned as a bad row, not thrown; a file that cannot be parsed at
 * all (e.g. an unclosed quote) throws, which aborts that file's transaction.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';

export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

export interface CsvFile {
  header: string[];
  records: CsvRecord[];
  badRows: { line: number; reason: string }[];
}

export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
}

export function parseCsv(text: string, requiredColumns: readonly string[] = []): CsvFile {
  const rows = parse(text.replace(/^\uFEFF/, ''), {
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const first = rows[0];
  if (!first) throw new CsvFormatError('empty file (no header)');
  const header = first.record.map((h) => h.trim());
  const missing = requiredColumns.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new CsvFormatError(`missing column(s): ${missing.join(', ')}`);
  const records: CsvRecord[] = [];
  const badRows: CsvFile['badRows'] = [];
  for (const { record, info } of rows.slice(1)) {
    if (record.length !== header.length) {
      badRows.push({ line: info.lines, reason: `expected ${header.length} fields, found ${record.length}` });
      continue;
    }
    records.push({
      line: info.lines,
      values: Object.fromEntries(header.map((h, i) => [h, record[i]!.trim()])),
    });
  }
  return { header, records, badRows };
}

export async function readCsv(path: string, requiredColumns: readonly string[] = []): Promise<CsvFile> {
  return parseCsv(await readFile(path, 'utf8'), requiredColumns);
}

/** `''` → null; otherwise a non-negative integer or `undefined` when the cell is not one. */
export function intCell(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

export function textCell(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** `true`/`false`/`TRUE`/`1`/`0`; empty → false. */
export function boolCell(value: string | undefined): boolean {
  return value !== undefined && /^(true|1|yes)$/i.test(value);
}

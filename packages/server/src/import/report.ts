/** What an import run did: per file, per table, and every rejected row with its file, line and reason. */

export interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface RowError {
  /** Path relative to the data folder. */
  file: string;
  /** CSV: the physical line (header = 1). JSON match files: the index in `matches` (0-based). 0: the whole file. */
  line: number;
  reason: string;
}

export interface FileReport extends Counts {
  file: string;
  status: 'imported' | 'failed' | 'skipped';
  /** Source rows read (matches, CSV data rows). */
  rows: number;
  /** Rows rejected (see `errors`). */
  rejected: number;
  durationMs: number;
  note?: string;
}

export interface ImportReport extends Counts {
  dataDir: string;
  durationMs: number;
  files: FileReport[];
  tables: Record<string, Counts>;
  errors: RowError[];
}

export function emptyCounts(): Counts {
  return { inserted: 0, updated: 0, unchanged: 0 };
}

export function addCounts(target: Counts, add: Counts): void {
  target.inserted += add.inserted;
  target.updated += add.updated;
  target.unchanged += add.unchanged;
}

/** Collects counts and errors for one file; merged into the run report only when the file commits. */
export class FileTally {
  readonly counts = emptyCounts();
  readonly tables: Record<string, Counts> = {};
  readonly errors: RowError[] = [];
  rows = 0;
  note: string | undefined;

  readonly file: string;
  constructor(file: string) {
    this.file = file;
  }

  count(table: string, counts: Counts): void {
    addCounts(this.counts, counts);
    addCounts((this.tables[table] ??= emptyCounts()), counts);
  }

  reject(line: number, reason: string): void {
    this.errors.push({ file: this.file, line, reason });
  }
}

/** One line per file plus totals, for the CLI. */
export function formatReport(report: ImportReport): string {
  const lines = report.files.map((f) => {
    const counts = `+${f.inserted} ~${f.updated} =${f.unchanged}`;
    const rejected = f.rejected > 0 ? `, ${f.rejected} rejected` : '';
    const note = f.note ? ` (${f.note})` : '';
    return `${f.status.padEnd(8)} ${f.file.padEnd(48)} ${String(f.rows).padStart(6)} rows  ${counts}${rejected}  ${(f.durationMs / 1000).toFixed(2)} s${note}`;
  });
  lines.push('');
  for (const [table, c] of Object.entries(report.tables)) {
    lines.push(`${table.padEnd(20)} inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged}`);
  }
  for (const e of report.errors.slice(0, 50)) lines.push(`error ${e.file}:${e.line} ${e.reason}`);
  if (report.errors.length > 50) lines.push(`… and ${report.errors.length - 50} more errors`);
  lines.push(
    `Total: inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged}, ` +
      `${report.errors.length} errors, ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}

/** The results table on stdout and the JSON record in artifacts/bench-web.json. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { missedTargets, TARGETS, type PageResult } from './targets.ts';

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function resultsTable(pages: PageResult[]): string {
  const header = [
    'page',
    'path',
    'score',
    'CLS',
    'LCP ms',
    'TBT ms',
    'JS gzip KB',
    'JS sent KB',
    'p50 ms',
    'p95 ms',
  ];
  const rows = pages.map((page) => {
    const lh = page.lighthouse;
    return [
      page.name,
      page.path.length > 48 ? `${page.path.slice(0, 45)}…` : page.path,
      lh ? String(lh.performanceScore) : '–',
      lh ? lh.cls.toFixed(3) : '–',
      lh ? String(Math.round(lh.lcpMs)) : '–',
      lh ? String(Math.round(lh.tbtMs)) : '–',
      lh ? kb(lh.jsGzipBytes) : '–',
      lh ? kb(lh.jsTransferBytes) : '–',
      String(page.render.p50Ms),
      String(page.render.p95Ms),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export async function writeResults(
  file: string,
  pages: PageResult[],
  setup: Record<string, unknown>,
): Promise<string[]> {
  const missed = pages.flatMap(missedTargets);
  const record = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageAtEnd: os.loadavg().map((load) => Math.round(load * 100) / 100),
    },
    setup,
    targets: TARGETS,
    pages,
    missed,
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  return missed;
}

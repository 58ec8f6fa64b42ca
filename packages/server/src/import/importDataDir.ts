/**
 * Imports a data folder (the layout of /data, see data/README.md) into the database: one transaction per file,
 * upserts on natural keys (a second run changes nothing), bad rows reported with file, line and reason and
 * skipped; a file that cannot be read or parsed is rolled back alone.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { importRuns } from '../db/schema.ts';
import type { CompetitionsJsonEntry, ImportContext } from './context.ts';
import { readCsv, type CsvFile } from './csvFile.ts';
import { discoverDataFiles, type DataFile } from './dataFiles.ts';
import { GROUP_LETTERS_COLUMNS, readGroupLetters, type GroupLetters } from './groupLettersFile.ts';
import { BOOKINGS_COLUMNS, GOALS_COLUMNS, importEventsCsv, SUBSTITUTIONS_COLUMNS } from './eventFiles.ts';
import { Lookups } from './lookups.ts';
import { importMatchFile, parseMatchFile } from './matchFile.ts';
import { importPointDeductionsCsv, POINT_DEDUCTIONS_COLUMNS } from './pointDeductionsFile.ts';
import { addCounts, emptyCounts, FileTally, type ImportReport } from './report.ts';
import { seasonNames } from './seasonNames.ts';
import { collectPlayerFacts, type PlayerFacts } from './playerFacts.ts';
import { importSquadFile } from './squadFiles.ts';
import { readSquadRows, SQUAD_COLUMNS, type SquadRow } from './squadRows.ts';
import { importMatchStatsCsv, MATCH_STATS_COLUMNS } from './statsFile.ts';
import {
  importNationalTeamsCsv,
  importStadiumsCsv,
  importTeamAliasesCsv,
  importTeamsCsv,
  NATIONAL_TEAMS_COLUMNS,
  STADIUMS_COLUMNS,
  TEAM_ALIASES_COLUMNS,
  TEAMS_COLUMNS,
} from './teamFiles.ts';

export interface ImportOptions {
  /** Progress lines (one per file); silent when omitted. */
  log?: (line: string) => void;
}

export class DataDirError extends Error {
  override name = 'DataDirError';
}

function readCompetitionsJson(content: string): Map<string, CompetitionsJsonEntry> {
  const json: unknown = JSON.parse(content);
  if (!Array.isArray(json)) throw new Error('competitions.json is not an array');
  const meta = new Map<string, CompetitionsJsonEntry>();
  for (const e of json as Record<string, unknown>[]) {
    const code = typeof e?.code === 'string' ? e.code : null;
    if (!code || meta.has(code)) continue;
    const s = (v: unknown) => (typeof v === 'string' ? v : null);
    meta.set(code, {
      code,
      season: s(e.season),
      name: s(e.name),
      nameIt: s(e.name_it),
      country: s(e.country),
      type: s(e.type),
    });
  }
  return meta;
}

/** Squad files are read together so each player's current club is the latest one any of them names. */
interface SquadState {
  rows: Map<string, { rows: SquadRow[]; errors: { line: number; reason: string }[] } | Error>;
  facts: Map<string, PlayerFacts>;
}

async function readSquads(dir: string, files: DataFile[], lookups: Lookups): Promise<SquadState> {
  const rows: SquadState['rows'] = new Map();
  const inputs = [];
  for (const f of files.filter((x) => x.kind === 'squads')) {
    try {
      const read = readSquadRows(await readCsv(path.join(dir, f.file), SQUAD_COLUMNS), lookups);
      rows.set(f.file, read);
      const season = read.rows[0]?.season ?? '';
      inputs.push({ asOf: seasonNames(season)?.defaultEnd ?? season, rows: read.rows });
    } catch (error) {
      rows.set(f.file, error as Error);
    }
  }
  return { rows, facts: collectPlayerFacts(inputs) };
}

export async function importDataDir(db: Db, dir: string, options: ImportOptions = {}): Promise<ImportReport> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new DataDirError(`data folder not found: ${dir}`);
  const report: ImportReport = {
    dataDir: dir,
    durationMs: 0,
    files: [],
    tables: {},
    errors: [],
    ...emptyCounts(),
  };
  const [run] = await db.insert(importRuns).values({ dataDir: dir }).returning({ id: importRuns.id });
  let lookups = await Lookups.load(db);
  let competitionMeta = new Map<string, CompetitionsJsonEntry>();
  const syncedCompetitions = new Set<string>();
  const groupLetters: GroupLetters = new Map();
  const files = await discoverDataFiles(dir);
  let squads: SquadState | null = null;

  async function runFile(file: DataFile, work: (ctx: ImportContext) => Promise<void>): Promise<void> {
    const tally = new FileTally(file.file);
    const fileStarted = performance.now();
    let status: 'imported' | 'failed' = 'imported';
    try {
      await transaction(db, async (tx) => {
        await work({ db: tx, lookups, tally, competitionMeta, syncedCompetitions, groupLetters });
      });
    } catch (error) {
      status = 'failed';
      tally.errors.length = 0;
      tally.reject(0, `file not imported: ${(error as Error).message}`);
      Object.assign(tally.counts, emptyCounts());
      for (const key of Object.keys(tally.tables)) delete tally.tables[key];
      lookups = await Lookups.load(db);
      syncedCompetitions.clear();
    }
    const durationMs = performance.now() - fileStarted;
    const rejected = status === 'failed' ? 0 : tally.errors.length;
    report.files.push({
      file: file.file,
      status,
      rows: tally.rows,
      rejected,
      durationMs,
      ...tally.counts,
      ...(tally.note ? { note: tally.note } : {}),
    });
    report.errors.push(...tally.errors);
    addCounts(report, tally.counts);
    for (const [table, counts] of Object.entries(tally.tables))
      addCounts((report.tables[table] ??= emptyCounts()), counts);
    log(
      `${status} ${file.file}: ${tally.rows} rows, +${tally.counts.inserted} ~${tally.counts.updated}, ${rejected} rejected (${(durationMs / 1000).toFixed(2)} s)`,
    );
  }

  async function csvWork(
    file: DataFile,
    columns: readonly string[],
    importer: (ctx: ImportContext, csv: CsvFile) => Promise<void>,
  ) {
    await runFile(file, async (ctx) => {
      const csv = await readCsv(path.join(dir, file.file), columns);
      ctx.tally.rows = csv.records.length + csv.badRows.length;
      for (const bad of csv.badRows) ctx.tally.reject(bad.line, bad.reason);
      await importer(ctx, csv);
    });
  }

  for (const file of files) {
    const full = path.join(dir, file.file);
    switch (file.kind) {
      case 'competitions':
        await runFile(file, async (ctx) => {
          competitionMeta = readCompetitionsJson(await readFile(full, 'utf8'));
          ctx.competitionMeta = competitionMeta;
          ctx.tally.rows = competitionMeta.size;
        });
        break;
      case 'teams':
        await csvWork(file, TEAMS_COLUMNS, importTeamsCsv);
        break;
      case 'teamAliases':
        await csvWork(file, TEAM_ALIASES_COLUMNS, importTeamAliasesCsv);
        break;
      case 'nationalTeams':
        await csvWork(file, NATIONAL_TEAMS_COLUMNS, importNationalTeamsCsv);
        break;
      case 'stadiums':
        await csvWork(file, STADIUMS_COLUMNS, importStadiumsCsv);
        break;
      case 'groupLetters':
        await csvWork(file, GROUP_LETTERS_COLUMNS, (ctx, csv) => {
          readGroupLetters(ctx, csv, groupLetters);
          return Promise.resolve();
        });
        break;
      case 'matches':
        await runFile(file, async (ctx) => {
          const json = parseMatchFile(await readFile(full, 'utf8'));
          await importMatchFile(ctx, json, file.code!, file.season!);
        });
        break;
      case 'matchStats':
        await csvWork(file, MATCH_STATS_COLUMNS, importMatchStatsCsv);
        break;
      case 'pointDeductions':
        await csvWork(file, POINT_DEDUCTIONS_COLUMNS, importPointDeductionsCsv);
        break;
      case 'squads':
        squads ??= await readSquads(dir, files, lookups);
        await runFile(file, async (ctx) => {
          const read = squads!.rows.get(file.file);
          if (!read || read instanceof Error) throw read ?? new Error('not read');
          ctx.tally.rows = read.rows.length + read.errors.length;
          for (const e of read.errors) ctx.tally.reject(e.line, e.reason);
          await importSquadFile(ctx, read.rows, squads!.facts);
        });
        break;
      case 'goals':
        await csvWork(file, GOALS_COLUMNS, (ctx, csv) => importEventsCsv(ctx, csv, 'goal', 'CC0-1.0'));
        break;
      case 'bookings':
        await csvWork(file, BOOKINGS_COLUMNS, (ctx, csv) =>
          importEventsCsv(ctx, csv, 'booking', 'CC-BY-SA-4.0'),
        );
        break;
      case 'substitutions':
        await csvWork(file, SUBSTITUTIONS_COLUMNS, (ctx, csv) =>
          importEventsCsv(ctx, csv, 'substitution', 'CC-BY-SA-4.0'),
        );
        break;
      case 'skipped':
        report.files.push({
          file: file.file,
          status: 'skipped',
          rows: 0,
          rejected: 0,
          durationMs: 0,
          ...emptyCounts(),
          note: file.note ?? '',
        });
        break;
    }
  }
  // Fresh planner statistics for the tables just written (PGlite never runs autovacuum/autoanalyze).
  await db.execute(sql`ANALYZE`);
  report.durationMs = performance.now() - started;
  if (run) {
    await db
      .update(importRuns)
      .set({ finishedAt: new Date(), report: JSON.stringify(report) })
      .where(eq(importRuns.id, run.id));
  }
  return report;
}

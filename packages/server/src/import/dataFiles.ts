/**
 * Which files of a data folder the importer reads, in dependency order, and which it knowingly skips.
 * Paths are relative to the folder, with `/` separators.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export type DataFileKind =
  | 'competitions'
  | 'teams'
  | 'teamAliases'
  | 'nationalTeams'
  | 'stadiums'
  | 'groupLetters'
  | 'matches'
  | 'matchStats'
  | 'pointDeductions'
  | 'squads'
  | 'goals'
  | 'bookings'
  | 'substitutions'
  | 'skipped';

export interface DataFile {
  kind: DataFileKind;
  file: string;
  /** matches: the folder's season and the file's code (`2024-25`, `uefa.cl.quali`). */
  season?: string;
  code?: string;
  /** skipped: why. */
  note?: string;
}

async function list(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

const FIXED: readonly [DataFileKind, string][] = [
  ['competitions', 'competitions.json'],
  ['teams', 'teams.csv'],
  ['teamAliases', 'team_aliases.csv'],
  ['nationalTeams', 'national_teams.csv'],
  ['stadiums', 'stadiums.csv'],
  ['groupLetters', 'pallone/group_letters.csv'],
];

const SKIPPED: Readonly<Record<string, string>> = {
  'matches.csv': 'same matches as matches/*/*.json, which are the source of truth',
  international: 'martj42 international results are not imported (other tournaments, names not unified)',
  odds: 'odds are not imported',
};

export async function discoverDataFiles(dir: string): Promise<DataFile[]> {
  const files: DataFile[] = [];
  for (const [kind, file] of FIXED) if (await isFile(path.join(dir, file))) files.push({ kind, file });
  const seasons = await list(path.join(dir, 'matches'));
  // Seasons in order (2022, 2023-24, 2024, 2024-25 …): sort by their first year, then by key.
  seasons.sort((a, b) => a.slice(0, 4).localeCompare(b.slice(0, 4)) || a.localeCompare(b));
  for (const season of seasons) {
    for (const name of await list(path.join(dir, 'matches', season))) {
      if (!name.endsWith('.json')) continue;
      files.push({
        kind: 'matches',
        file: `matches/${season}/${name}`,
        season,
        code: name.slice(0, -'.json'.length),
      });
    }
  }
  if (await isFile(path.join(dir, 'match_stats.csv')))
    files.push({ kind: 'matchStats', file: 'match_stats.csv' });
  if (await isFile(path.join(dir, 'pallone', 'point_deductions.csv')))
    files.push({ kind: 'pointDeductions', file: 'pallone/point_deductions.csv' });
  for (const name of await list(path.join(dir, 'squads'))) {
    if (name.endsWith('.csv')) files.push({ kind: 'squads', file: `squads/${name}` });
  }
  for (const name of await list(path.join(dir, 'events'))) {
    if (name.endsWith('.csv'))
      files.push({
        kind: name.includes('goal') ? 'goals' : 'skipped',
        file: `events/${name}`,
        note: 'unknown event file',
      });
  }
  for (const name of await list(path.join(dir, 'cc-by-sa-4.0'))) {
    if (!name.endsWith('.csv')) continue;
    const kind: DataFileKind = name.includes('booking')
      ? 'bookings'
      : name.includes('substitution')
        ? 'substitutions'
        : 'skipped';
    files.push({
      kind,
      file: `cc-by-sa-4.0/${name}`,
      note: 'CC BY-SA squads are not mixed into the CC0 player table',
    });
  }
  for (const [name, note] of Object.entries(SKIPPED)) {
    const exists = await stat(path.join(dir, name)).then(
      () => true,
      () => false,
    );
    if (exists) files.push({ kind: 'skipped', file: name, note });
  }
  return files.map((f) => (f.kind === 'skipped' ? f : { ...f, note: undefined }));
}

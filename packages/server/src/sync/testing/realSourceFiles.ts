/**
 * Real sources for the sync tests, made from the bundled data: a season as openfootball publishes it
 * (football.json: names, no ids, no status; optionally without its results, as before the matches were played)
 * and a football-data.co.uk CSV built from the real rows of data/match_stats.csv.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../db/database.ts';
import { parseCsv } from '../../import/csvFile.ts';

interface BundledMatch {
  id: string;
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ht?: number[]; ft?: number[]; et?: number[]; p?: number[] };
  status: string;
}

export function bundledSeason(season: string, code: string): { name: string; matches: BundledMatch[] } {
  return JSON.parse(readFileSync(path.join(repoRoot, 'data', 'matches', season, `${code}.json`), 'utf8')) as {
    name: string;
    matches: BundledMatch[];
  };
}

/** The season in openfootball's football.json shape; `withResults: false` drops every score. */
export function footballJson(
  season: string,
  code: string,
  options: { withResults: boolean },
): { name: string; matches: Record<string, unknown>[] } {
  const file = bundledSeason(season, code);
  return {
    name: file.name,
    matches: file.matches.map((m) => ({
      round: m.round,
      date: m.date,
      ...(m.time ? { time: m.time } : {}),
      team1: m.team1,
      team2: m.team2,
      ...(options.withResults && m.score?.ft ? { score: m.score } : {}),
    })),
  };
}

const STAT_COLUMNS: readonly [string, string][] = [
  ['HS', 'home_shots'],
  ['AS', 'away_shots'],
  ['HST', 'home_shots_on_target'],
  ['AST', 'away_shots_on_target'],
  ['HF', 'home_fouls'],
  ['AF', 'away_fouls'],
  ['HC', 'home_corners'],
  ['AC', 'away_corners'],
  ['HY', 'home_yellow'],
  ['AY', 'away_yellow'],
  ['HR', 'home_red'],
  ['AR', 'away_red'],
];

/** football-data.co.uk rows (their column names and dd/mm/yyyy dates) for the given data match ids. */
export function footballDataCsv(division: string, matchIds: readonly string[]): string {
  const csv = parseCsv(readFileSync(path.join(repoRoot, 'data', 'match_stats.csv'), 'utf8'));
  const wanted = new Set(matchIds);
  const header = [
    'Div',
    'Date',
    'Time',
    'HomeTeam',
    'AwayTeam',
    'FTHG',
    'FTAG',
    'FTR',
    'HTHG',
    'HTAG',
    'HTR',
    'Referee',
    ...STAT_COLUMNS.map(([c]) => c),
  ];
  const lines = [header.join(',')];
  for (const { values: v } of csv.records) {
    if (!wanted.has(v.match_id ?? '')) continue;
    const [y, m, d] = (v.date ?? '').split('-');
    const result = (h: string, a: string) =>
      Number(h) > Number(a) ? 'H' : Number(h) < Number(a) ? 'A' : 'D';
    lines.push(
      [
        division,
        `${d}/${m}/${y}`,
        '',
        v.fd_home_team,
        v.fd_away_team,
        v.ft_home,
        v.ft_away,
        result(v.ft_home!, v.ft_away!),
        v.ht_home,
        v.ht_away,
        result(v.ht_home!, v.ht_away!),
        v.referee,
        ...STAT_COLUMNS.map(([, column]) => v[column]),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

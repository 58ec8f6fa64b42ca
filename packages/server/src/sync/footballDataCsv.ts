/**
 * football-data.co.uk season CSVs (`mmz4281/<yyyy>/<Div>.csv`), as documented in their notes.txt: `Div`,
 * `Date` (dd/mm/yy or dd/mm/yyyy), `Time` (UK), `HomeTeam`, `AwayTeam`, `FTHG`/`FTAG` (full time), `HTHG`/`HTAG`
 * (half time), `Referee`, and the match statistics `HS AS` (shots), `HST AST` (on target), `HF AF` (fouls),
 * `HC AC` (corners), `HY AY` (yellow), `HR AR` (red). Reads each row into a result, or the reason it is bad.
 */
import { parseCsv, type CsvFile } from '../import/csvFile.ts';

/** football-data division → Pallone competition code. */
export const FOOTBALL_DATA_DIVISIONS: Readonly<Record<string, string>> = {
  E0: 'en.1',
  I1: 'it.1',
  I2: 'it.2',
  SP1: 'es.1',
  D1: 'de.1',
  F1: 'fr.1',
  N1: 'nl.1',
  P1: 'pt.1',
};

export const FOOTBALL_DATA_COLUMNS = ['Div', 'Date', 'HomeTeam', 'AwayTeam'];

/** Statistic code → home and away columns. */
export const FOOTBALL_DATA_STATS: readonly (readonly [string, string, string])[] = [
  ['shots', 'HS', 'AS'],
  ['shotsOnTarget', 'HST', 'AST'],
  ['fouls', 'HF', 'AF'],
  ['corners', 'HC', 'AC'],
  ['yellowCards', 'HY', 'AY'],
  ['redCards', 'HR', 'AR'],
];

export interface FootballDataRow {
  line: number;
  competitionCode: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM` UK time, or null. */
  time: string | null;
  home: string;
  away: string;
  ft: [number, number] | null;
  ht: [number, number] | null;
  referee: string | null;
  stats: { code: string; home: number; away: number }[];
}

function count(value: string | undefined): number | null | 'bad' {
  if (value === undefined || value === '') return null;
  return /^\d{1,3}$/.test(value) ? Number(value) : 'bad';
}

function isoDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const month = Number(m[2]);
  const day = Number(m[1]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function pairOf(v: Record<string, string>, home: string, away: string): [number, number] | null | string {
  const h = count(v[home]);
  const a = count(v[away]);
  if (h === 'bad' || a === 'bad') return `${home}/${away} "${v[home]}"-"${v[away]}" is not a score`;
  if (h === null || a === null) return null;
  return [h, a];
}

export function readFootballDataRows(csv: CsvFile): {
  rows: FootballDataRow[];
  rejected: { line: number; reason: string }[];
} {
  const rows: FootballDataRow[] = [];
  const rejected = csv.badRows.map((b) => ({ line: b.line, reason: b.reason }));
  for (const { line, values: v } of csv.records) {
    if (Object.values(v).every((cell) => cell === '')) continue;
    const reject = (reason: string) => rejected.push({ line, reason });
    const competitionCode = FOOTBALL_DATA_DIVISIONS[v.Div ?? ''];
    if (!competitionCode) {
      reject(`division "${v.Div}" is not one Pallone follows`);
      continue;
    }
    const date = isoDate(v.Date ?? '');
    if (!date) {
      reject(`bad date "${v.Date}"`);
      continue;
    }
    const time = v.Time && /^\d{1,2}:\d{2}$/.test(v.Time) ? v.Time.padStart(5, '0') : null;
    const home = v.HomeTeam?.trim();
    const away = v.AwayTeam?.trim();
    if (!home || !away) {
      reject('missing HomeTeam or AwayTeam');
      continue;
    }
    const ft = pairOf(v, v.FTHG !== undefined ? 'FTHG' : 'HG', v.FTAG !== undefined ? 'FTAG' : 'AG');
    const ht = pairOf(v, 'HTHG', 'HTAG');
    if (typeof ft === 'string' || typeof ht === 'string') {
      reject(typeof ft === 'string' ? ft : (ht as string));
      continue;
    }
    const stats: FootballDataRow['stats'] = [];
    let bad: string | null = null;
    for (const [code, h, a] of FOOTBALL_DATA_STATS) {
      const pair = pairOf(v, h, a);
      if (typeof pair === 'string') bad ??= pair;
      else if (pair) stats.push({ code, home: pair[0], away: pair[1] });
    }
    if (bad) {
      reject(bad);
      continue;
    }
    rows.push({
      line,
      competitionCode,
      date,
      time,
      home,
      away,
      ft,
      ht,
      referee: v.Referee?.trim() || null,
      stats,
    });
  }
  return { rows, rejected };
}

export function parseFootballDataCsv(body: string) {
  return readFootballDataRows(parseCsv(body, FOOTBALL_DATA_COLUMNS));
}

/** The season a row belongs to: July onwards starts a season (`2025-08-16` → `2025-26`). */
export function seasonOfDate(date: string): string {
  const year = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

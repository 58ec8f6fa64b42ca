/**
 * Validates one entry of a match file's `matches` array. Returns the fields the importer needs, or the reason
 * the row is rejected (bad date/time, missing team, non-numeric score, unknown status, played without score).
 */
import { LIVE_MATCH_STATUSES, SOURCE_MATCH_STATUSES } from '@pallone/contract';
import { slugify } from '@pallone/core';
import { isValidTimeZone, parseClockTime, parseIsoDate } from './zonedTime.ts';

/** The data files' statuses: the contract's source statuses but the live feed's own `suspended` and `abandoned`. */
export const MATCH_STATUSES: ReadonlySet<string> = new Set([
  ...SOURCE_MATCH_STATUSES.filter((status) => status !== 'suspended' && status !== 'abandoned'),
  ...LIVE_MATCH_STATUSES,
]);

export type Pair = [number, number];

export interface MatchSide {
  name: string;
  teamId: string | null;
  country: string | null;
}

export interface MatchRecord {
  index: number;
  sourceId: string;
  round: string;
  group: string | null;
  num: number | null;
  date: string;
  time: string | null;
  /** The match's own zone (World Cup 2026 `UTC-6`), else null: the competition's zone applies. */
  timeZone: string | null;
  home: MatchSide;
  away: MatchSide;
  status: string;
  ht: Pair | null;
  ft: Pair | null;
  et: Pair | null;
  pen: Pair | null;
  venue: string | null;
}

type Raw = Record<string, unknown>;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function pair(score: Raw, key: string): Pair | null | string {
  const value = score[key];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length !== 2) return `score.${key} is not a pair`;
  const [a, b] = value as unknown[];
  const ok = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 1000;
  if (!ok(a) || !ok(b)) return `score.${key} ${JSON.stringify(value)} is not numeric`;
  return [a as number, b as number];
}

function side(raw: Raw, n: 1 | 2): MatchSide | string {
  const name = str(raw[`team${n}`]);
  if (!name) return `missing team${n}`;
  return {
    name,
    teamId: str(raw[`team${n}_id`]),
    country: str(raw[`team${n}_country`])?.toUpperCase() ?? null,
  };
}

export function readMatchRecord(
  value: unknown,
  index: number,
  code: string,
  season: string,
): MatchRecord | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'not an object' };
  const raw = value as Raw;
  const date = str(raw.date);
  if (!date || !parseIsoDate(date)) return { error: `bad date ${JSON.stringify(raw.date ?? null)}` };
  const time = str(raw.time);
  if (time !== null && !parseClockTime(time)) return { error: `bad time ${JSON.stringify(raw.time)}` };
  const timeZone = str(raw.timezone);
  if (timeZone !== null && !isValidTimeZone(timeZone))
    return { error: `bad timezone ${JSON.stringify(raw.timezone)}` };
  const home = side(raw, 1);
  if (typeof home === 'string') return { error: home };
  const away = side(raw, 2);
  if (typeof away === 'string') return { error: away };
  const status = str(raw.status) ?? 'scheduled';
  if (!MATCH_STATUSES.has(status)) return { error: `unknown status ${JSON.stringify(raw.status)}` };
  const score = raw.score ?? {};
  if (typeof score !== 'object' || score === null || Array.isArray(score))
    return { error: 'score is not an object' };
  const pairs: Record<'ht' | 'ft' | 'et' | 'p', Pair | null> = { ht: null, ft: null, et: null, p: null };
  for (const key of ['ht', 'ft', 'et', 'p'] as const) {
    const parsed = pair(score as Raw, key);
    if (typeof parsed === 'string') return { error: parsed };
    pairs[key] = parsed;
  }
  if ((status === 'played' || status === 'awarded') && !pairs.ft)
    return { error: `status ${status} without a full-time score` };
  let ht = pairs.ht;
  // The source omits a 0-0 half-time score; an awarded result has none.
  if (!ht && status === 'played' && pairs.ft?.[0] === 0 && pairs.ft[1] === 0) ht = [0, 0];
  if (status === 'awarded') ht = null;
  const num = raw.num;
  if (num !== undefined && num !== null && !(typeof num === 'number' && Number.isInteger(num))) {
    return { error: `num ${JSON.stringify(num)} is not an integer` };
  }
  const round = str(raw.round) ?? str(raw.group);
  if (!round) return { error: 'missing round' };
  return {
    index,
    sourceId: str(raw.id) ?? `${code}/${season}/${date}/${slugify(home.name)}-v-${slugify(away.name)}`,
    round,
    group: str(raw.group),
    num: (num as number | null | undefined) ?? null,
    date,
    time,
    timeZone,
    home,
    away,
    status,
    ht,
    ft: pairs.ft,
    et: pairs.et,
    pen: pairs.p,
    venue: str(raw.ground),
  };
}

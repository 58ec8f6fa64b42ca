/**
 * Reads a football.json file as openfootball publishes it into the importer's match-file shape: flat
 * `matches` (or `rounds[].matches`), teams as names or `{ name }`, the score as `score.ft/ht/et/p` or
 * `score1/score2` (+ `score1i/score2i` at half time); a match with a full-time score and no status is played.
 */
import type { MatchFileJson } from '../import/matchFile.ts';
import { MatchFileError } from '../import/matchFile.ts';

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function teamName(value: unknown): unknown {
  return isObject(value) ? value.name : value;
}

function normalizeMatch(raw: unknown, round: string | null): unknown {
  if (!isObject(raw)) return raw;
  const match: Raw = { ...raw };
  match.team1 = teamName(raw.team1);
  match.team2 = teamName(raw.team2);
  if (round !== null && match.round === undefined) match.round = round;
  const score: Raw = isObject(raw.score) ? { ...raw.score } : {};
  if (score.ft === undefined && raw.score1 !== undefined && raw.score2 !== undefined && raw.score1 !== null)
    score.ft = [raw.score1, raw.score2];
  if (
    score.ht === undefined &&
    raw.score1i !== undefined &&
    raw.score2i !== undefined &&
    raw.score1i !== null
  )
    score.ht = [raw.score1i, raw.score2i];
  match.score = score;
  if (match.status === undefined) match.status = score.ft !== undefined ? 'played' : 'scheduled';
  return match;
}

export function readOpenfootballFile(body: string): MatchFileJson {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new MatchFileError(`not JSON: ${(error as Error).message}`);
  }
  if (!isObject(json)) throw new MatchFileError('not a football.json object');
  const list: unknown[] = [];
  if (Array.isArray(json.matches)) for (const m of json.matches) list.push(normalizeMatch(m, null));
  else if (Array.isArray(json.rounds)) {
    for (const round of json.rounds) {
      if (!isObject(round) || !Array.isArray(round.matches)) continue;
      const name = typeof round.name === 'string' ? round.name : null;
      for (const m of round.matches) list.push(normalizeMatch(m, name));
    }
  } else throw new MatchFileError('no "matches" or "rounds" array');
  return { name: json.name, source: isObject(json.source) ? json.source : undefined, matches: list };
}

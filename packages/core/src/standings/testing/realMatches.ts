/**
 * Test support: reads the vendored real data (`data/matches/<season>/<code>.json`, see data/README.md) and maps
 * it into `StandingsMatch`. Uses a computed dynamic JSON import so that `@pallone/core` needs no Node types.
 */
import type { StandingsMatch } from '../types.ts';

export interface RawMatch {
  id: string;
  round: string;
  group?: string;
  date: string;
  time?: string;
  team1: string;
  team1_id?: string;
  team2: string;
  team2_id?: string;
  score?: { ft?: [number, number] };
  status: string;
}

interface RawFile {
  competition: string;
  season: string;
  matches: RawMatch[];
}

const DATA_DIR = '../../../../../data/matches';

export async function loadRawMatches(season: string, code: string): Promise<RawMatch[]> {
  const file = (await import(`${DATA_DIR}/${season}/${code}.json`, { with: { type: 'json' } })) as {
    default: RawFile;
  };
  return file.default.matches;
}

/** Club files carry `team1_id`; national-team files only names. */
export function toStandingsMatch(raw: RawMatch): StandingsMatch {
  const turn = /Matchday (\d+)/.exec(raw.round)?.[1];
  return {
    id: raw.id,
    homeTeamId: raw.team1_id ?? raw.team1,
    awayTeamId: raw.team2_id ?? raw.team2,
    homeGoals: raw.score?.ft?.[0] ?? null,
    awayGoals: raw.score?.ft?.[1] ?? null,
    kickoffAt: `${raw.date}T${raw.time ?? '00:00'}:00Z`,
    turnNumber: turn === undefined ? null : Number(turn),
    status: raw.status,
  };
}

export function teamIdsOf(matches: readonly StandingsMatch[]): string[] {
  return [...new Set(matches.flatMap((m) => [String(m.homeTeamId), String(m.awayTeamId)]))].sort();
}

/** The matches of a competition-season as `StandingsMatch`, optionally only the raw matches `keep` accepts. */
export async function loadStandingsMatches(
  season: string,
  code: string,
  keep: (raw: RawMatch) => boolean = () => true,
): Promise<StandingsMatch[]> {
  const raw = await loadRawMatches(season, code);
  return raw.filter(keep).map(toStandingsMatch);
}

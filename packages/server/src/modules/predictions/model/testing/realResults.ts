/** Test support: real results from the repository's data/ folder as model input, and a seeded simulator. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayedMatch } from '../types.ts';

const dataDir = path.resolve(import.meta.dirname, '../../../../../../../data');

interface RawMatch {
  date: string;
  time?: string;
  team1_id: string;
  team2_id: string;
  score?: { ft?: number[] };
  status: string;
}

/** Played matches of one league file, e.g. `realResults('2023-24', 'it.1')`. */
export function realResults(season: string, code: string, isLeague = true): PlayedMatch[] {
  const file = path.join(dataDir, 'matches', season, `${code}.json`);
  const { matches } = JSON.parse(readFileSync(file, 'utf8')) as { matches: RawMatch[] };
  return matches
    .filter((m) => m.status === 'played' && m.score?.ft?.length === 2)
    .map((m) => ({
      kickoffAt: new Date(`${m.date}T${m.time ?? '00:00'}:00Z`),
      homeTeamId: m.team1_id,
      awayTeamId: m.team2_id,
      homeGoals: m.score!.ft![0]!,
      awayGoals: m.score!.ft![1]!,
      competition: code,
      season,
      isLeague,
    }));
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function poissonSample(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let goals = 0;
  let product = random();
  while (product > limit) {
    goals += 1;
    product *= random();
  }
  return goals;
}

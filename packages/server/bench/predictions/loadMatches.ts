/**
 * Reads the repository's match files (`data/matches/<season>/<code>.json`) into model inputs. Kickoff times are
 * local times without a zone in the data; they are read as UTC, which keeps their order within a day and is
 * enough here because the bench refits at midnight before each matchday (see walkForward.ts).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PlayedMatch } from '../../src/modules/predictions/model/index.ts';

export interface DataMatch extends PlayedMatch {
  id: string;
  date: string;
  status: string;
}

/** Every match with its status; `homeGoals`/`awayGoals` are NaN when there is no full-time score. */
export interface LoadedData {
  matches: DataMatch[];
  /** Played with a score (awarded/forfeit results excluded): what the model may learn from. */
  played: DataMatch[];
}

interface RawMatch {
  id: string;
  round?: string;
  date: string;
  time?: string;
  team1_id?: string;
  team2_id?: string;
  score?: { ft?: number[] };
  status: string;
}

interface RawCompetition {
  code: string;
  season: string;
  type: string;
}

export const CLUB_SEASONS = ['2023-24', '2024-25', '2025-26'] as const;

export async function loadClubMatches(
  dataDir: string,
  seasons: readonly string[] = CLUB_SEASONS,
): Promise<LoadedData> {
  const competitions = JSON.parse(
    await readFile(path.join(dataDir, 'competitions.json'), 'utf8'),
  ) as RawCompetition[];
  const typeOf = new Map(competitions.map((c) => [`${c.code}|${c.season}`, c.type]));
  const matches: DataMatch[] = [];
  for (const season of seasons) {
    const folder = path.join(dataDir, 'matches', season);
    for (const file of (await readdir(folder)).sort()) {
      const code = file.replace(/\.json$/, '');
      const type = typeOf.get(`${code}|${season}`);
      if (type !== 'league' && type !== 'club_cup') continue;
      const json = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { matches: RawMatch[] };
      for (const raw of json.matches) {
        const converted = toMatch(raw, code, season, type === 'league');
        if (converted) matches.push(converted);
      }
    }
  }
  matches.sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || (a.id < b.id ? -1 : 1));
  const played = matches.filter((m) => m.status === 'played' && Number.isInteger(m.homeGoals));
  return { matches, played };
}

function toMatch(
  raw: RawMatch,
  competition: string,
  season: string,
  isLeague: boolean,
): DataMatch | undefined {
  if (!raw.team1_id || !raw.team2_id) return undefined;
  const [home, away] = raw.score?.ft ?? [];
  return {
    id: raw.id,
    date: raw.date,
    status: raw.status,
    kickoffAt: new Date(`${raw.date}T${raw.time ?? '00:00'}:00Z`),
    homeTeamId: raw.team1_id,
    awayTeamId: raw.team2_id,
    homeGoals: home ?? Number.NaN,
    awayGoals: away ?? Number.NaN,
    competition,
    season,
    isLeague,
    // single-leg UEFA finals are played at a neutral venue
    neutral: !isLeague && /(^|, )Final$/.test(raw.round ?? ''),
  };
}

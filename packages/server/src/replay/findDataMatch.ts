/**
 * Finds a Pallone match's record in the bundled data (`data/matches/<season>/<code>.json`): the competition's
 * catalog code, the data's own team names (the API's `homeName`/`awayName` keep them) and the kick-off day
 * (±1 day, the data writing local dates). The replay reads the real events from there, not from the API, so a
 * match already replayed (or interrupted mid-replay) replays its real events again.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPETITION_CATALOG } from '@pallone/core';

export type Pair = [number, number];

export interface DataGoal {
  name: string;
  minute: number;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}

export interface DataMatch {
  id: string;
  date: string;
  team1: string;
  team2: string;
  status: string;
  score?: { ht?: Pair; ft?: Pair; et?: Pair; p?: Pair };
  goals1?: DataGoal[];
  goals2?: DataGoal[];
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}

export interface MatchToFind {
  competitionId: number;
  homeName: string;
  awayName: string;
  /** The kick-off instant (ISO). */
  date: string;
}

const DAY_MS = 86_400_000;

export async function findDataMatch(dataDir: string, wanted: MatchToFind): Promise<DataMatch> {
  const competition = COMPETITION_CATALOG.find((c) => c.id === wanted.competitionId);
  if (!competition) throw new ReplayError(`Competition ${wanted.competitionId} is not in the bundled data`);
  const matchesDir = path.join(dataDir, 'matches');
  const seasons = await readdir(matchesDir).catch(() => {
    throw new ReplayError(`No bundled data at ${matchesDir}`);
  });
  const kickoff = Date.parse(wanted.date);
  const candidates: DataMatch[] = [];
  for (const season of seasons) {
    for (const file of [`${competition.code}.json`, `${competition.code}.quali.json`]) {
      const text = await readFile(path.join(matchesDir, season, file), 'utf8').catch(() => null);
      if (text === null) continue;
      const records = (JSON.parse(text) as { matches: DataMatch[] }).matches;
      candidates.push(
        ...records.filter(
          (m) =>
            m.team1 === wanted.homeName &&
            m.team2 === wanted.awayName &&
            Math.abs(Date.parse(`${m.date}T12:00:00Z`) - kickoff) <= 1.5 * DAY_MS,
        ),
      );
    }
  }
  const nearest = candidates.sort(
    (a, b) => Math.abs(Date.parse(a.date) - kickoff) - Math.abs(Date.parse(b.date) - kickoff),
  )[0];
  if (!nearest)
    throw new ReplayError(
      `${wanted.homeName}–${wanted.awayName} (${wanted.date.slice(0, 10)}) is not in the bundled ${competition.code} data`,
    );
  return nearest;
}

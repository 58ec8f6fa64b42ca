/**
 * A real shoot-out as the replay sends it: the real tally (`score.p`) and first shooter
 * (`data/international/shootouts.csv`, else the home side), kicks reconstructed by `shootoutKicks` and named
 * only by team and order ("France, kick 2"), since the bundled data does not say who took them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { DataMatch } from './findDataMatch.ts';
import { shootoutKicks, type Kick, type KickSide } from './shootoutKicks.ts';

export interface NamedKick extends Kick {
  playerName: string;
}

async function firstShooter(dataDir: string, match: DataMatch): Promise<KickSide> {
  const text = await readFile(path.join(dataDir, 'international', 'shootouts.csv'), 'utf8').catch(() => '');
  const rows =
    text === '' ? [] : (parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]);
  const row = rows.find(
    (r) =>
      r.date === match.date &&
      [r.home_team, r.away_team].includes(match.team1) &&
      [r.home_team, r.away_team].includes(match.team2),
  );
  return row?.first_shooter === match.team2 ? 'away' : 'home';
}

export async function realShootout(dataDir: string, match: DataMatch): Promise<NamedKick[]> {
  const tally = match.score?.p;
  if (!tally) return [];
  const kicks = shootoutKicks({ home: tally[0], away: tally[1] }, await firstShooter(dataDir, match));
  const count = { home: 0, away: 0 };
  return kicks.map((kick) => {
    count[kick.side] += 1;
    const team = kick.side === 'home' ? match.team1 : match.team2;
    return { ...kick, playerName: `${team}, kick ${count[kick.side]}` };
  });
}

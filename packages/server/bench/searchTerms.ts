/** Realistic search texts: the first letters of real players' surnames from the bundled squads. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const squadsFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data/squads/club_squads_2023-24.csv',
);

export async function playerSearchTerms(count = 200): Promise<string[]> {
  const lines = (await readFile(squadsFile, 'utf8')).split('\n').slice(1);
  const terms = new Set<string>();
  for (const line of lines) {
    const player = line.split(',')[6];
    const surname = player?.split(' ').at(-1);
    if (surname && surname.length >= 4) terms.add(surname.slice(0, 4 + (terms.size % 4)).toLowerCase());
    if (terms.size >= count) break;
  }
  return [...terms];
}

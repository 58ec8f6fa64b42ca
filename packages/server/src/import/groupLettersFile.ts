/**
 * pallone/group_letters.csv: the letter of tournament groups that a match file leaves unnamed (Champions
 * League 2023-24 has rounds `Group, Matchday N` only). Read before the match files; writes nothing itself:
 * `splitGroups.ts` names each group after the letter of any of its teams.
 */
import type { ImportContext } from './context.ts';
import type { CsvFile } from './csvFile.ts';

export const GROUP_LETTERS_COLUMNS = ['competition', 'season', 'group', 'team_id'];

/** `${competition code}|${season}` → the data's team id → group letter (`A`). */
export type GroupLetters = Map<string, Map<string, string>>;

export const groupLettersKey = (code: string, season: string) => `${code}|${season}`;

/** `A`, `b`, `Group C` → `A`, `B`, `C`; null when it is not one letter or number. */
function groupLetter(value: string): string | null {
  const match = /^(?:group\s+)?([a-z0-9]{1,2})$/i.exec(value.trim());
  return match ? match[1]!.toUpperCase() : null;
}

export function readGroupLetters(ctx: ImportContext, csv: CsvFile, into: GroupLetters): void {
  into.clear();
  for (const { line, values: v } of csv.records) {
    const code = v.competition ?? '';
    const season = v.season ?? '';
    if (!/^[a-z0-9]+(\.[a-z0-9]+)*$/i.test(code)) {
      ctx.tally.reject(line, `bad competition code "${code}"`);
      continue;
    }
    if (!/^\d{4}(-\d{2})?$/.test(season)) {
      ctx.tally.reject(line, `bad season "${season}" (YYYY-YY or YYYY)`);
      continue;
    }
    const letter = groupLetter(v.group ?? '');
    if (!letter) {
      ctx.tally.reject(line, `bad group "${v.group}" (a letter such as A)`);
      continue;
    }
    const teamId = v.team_id ?? '';
    if (!ctx.lookups.teams.has(teamId)) {
      ctx.tally.reject(line, `unknown team_id "${teamId}"`);
      continue;
    }
    const key = groupLettersKey(code, season);
    let teams = into.get(key);
    if (!teams) into.set(key, (teams = new Map()));
    const earlier = teams.get(teamId);
    if (earlier !== undefined && earlier !== letter) {
      ctx.tally.reject(line, `team_id "${teamId}" is already in group ${earlier}`);
      continue;
    }
    teams.set(teamId, letter);
  }
}

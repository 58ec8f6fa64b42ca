/**
 * A provider's team name → a Pallone team, through `team_aliases` (normalized as the importer writes them):
 * the name as given, then without the club-form words providers add or drop (`AS Roma` → `Roma`,
 * `Hellas Verona FC` → `Hellas Verona`). Null when neither is known.
 */
import { inArray } from 'drizzle-orm';
import { normalizeSearch } from '@pallone/core';
import type { Db } from '../db/database.ts';
import { teamAliases } from '../db/schema.ts';

const CLUB_WORDS = new Set([
  'fc',
  'cf',
  'ac',
  'as',
  'ss',
  'ssc',
  'us',
  'afc',
  'sc',
  'sv',
  'vfb',
  'vfl',
  'calcio',
  'club',
]);

export function aliasCandidates(name: string): string[] {
  const full = normalizeSearch(name);
  const bare = full
    .split(' ')
    .filter((word) => !CLUB_WORDS.has(word))
    .join(' ');
  return [...new Set([full, bare].filter((c) => c !== ''))];
}

export async function resolveTeam(db: Db, name: string): Promise<number | null> {
  const candidates = aliasCandidates(name);
  if (candidates.length === 0) return null;
  const rows = await db
    .select({ alias: teamAliases.alias, teamId: teamAliases.teamId })
    .from(teamAliases)
    .where(inArray(teamAliases.alias, candidates));
  for (const candidate of candidates) {
    const row = rows.find((r) => r.alias === candidate);
    if (row) return row.teamId;
  }
  return null;
}

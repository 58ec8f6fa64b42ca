/**
 * Goal tallies per scorer, tidied for a standings table. Some sources write a scorer by surname only in a few
 * matches ("Mbappé" beside "Kylian Mbappé", World Cup 2022): a one-word name is folded into the one full name of
 * the same team that ends with it. When no such full name exists (Euro 2024 lists surnames only) or several do,
 * the name stays as it is.
 */
import { normalizeSearch } from '@pallone/core';

export interface ScorerTally {
  playerId: number | null;
  playerName: string;
  teamId: number | null;
  goals: number;
  penalties: number;
}

function surnameTarget(tally: ScorerTally, all: readonly ScorerTally[]): ScorerTally | undefined {
  const name = normalizeSearch(tally.playerName);
  if (tally.playerId !== null || name.includes(' ')) return undefined;
  const candidates = all.filter(
    (other) =>
      other !== tally &&
      other.teamId === tally.teamId &&
      normalizeSearch(other.playerName).endsWith(` ${name}`),
  );
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Merges surname-only tallies, then sorts by goals (desc), penalties (asc) and name. */
export function mergeScorerTallies(tallies: readonly ScorerTally[]): ScorerTally[] {
  const merged = new Map<ScorerTally, ScorerTally>(tallies.map((tally) => [tally, { ...tally }]));
  for (const tally of tallies) {
    const target = surnameTarget(tally, tallies);
    if (!target) continue;
    const into = merged.get(target)!;
    into.goals += tally.goals;
    into.penalties += tally.penalties;
    merged.delete(tally);
  }
  return [...merged.values()].sort(
    (a, b) => b.goals - a.goals || a.penalties - b.penalties || a.playerName.localeCompare(b.playerName),
  );
}

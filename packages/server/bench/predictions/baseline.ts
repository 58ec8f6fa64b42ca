/** The naive baseline: the home / draw / away frequencies of earlier matches, the same for every match. */
import type { DataMatch } from './loadMatches.ts';
import { outcomeOf, type Outcome3 } from './scoring.ts';

export function outcomeFrequencies(matches: readonly DataMatch[]): Outcome3 {
  const counts = [0, 0, 0];
  for (const match of matches) counts[outcomeOf(match.homeGoals, match.awayGoals)]! += 1;
  const total = counts[0]! + counts[1]! + counts[2]!;
  if (total === 0) throw new Error('no matches to take frequencies from');
  return [counts[0]! / total, counts[1]! / total, counts[2]! / total];
}

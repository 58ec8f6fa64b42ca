import { useEffect, useState } from 'react';
import { shownScore, type Match } from '@pallone/core';

/** How long a row stays highlighted after a goal. */
export const GOAL_FLASH_MS = 5_000;

const total = (match: Match) => {
  const score = shownScore(match);
  return score ? score.home + score.away : null;
};

/** True for a few seconds after the match's score went up while shown (a goal), never on first render. */
export function useGoalFlash(match: Match): boolean {
  const goals = total(match);
  const [seen, setSeen] = useState({ id: match.id, goals, flashing: false });
  if (seen.id !== match.id || seen.goals !== goals) {
    const scored = seen.id === match.id && goals !== null && seen.goals !== null && goals > seen.goals;
    setSeen({ id: match.id, goals, flashing: scored });
  }
  const { flashing } = seen;
  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setSeen((current) => ({ ...current, flashing: false })), GOAL_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing, goals]);
  return flashing;
}

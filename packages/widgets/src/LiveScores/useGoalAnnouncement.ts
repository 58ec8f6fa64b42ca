import { useState } from 'react';
import type { Language, Match } from '@pallone/core';
import { detectGoals } from './detectGoals.ts';
import { liveScoresMessages } from './liveScoresMessages.ts';

interface Seen {
  source: readonly Match[] | undefined;
  scores: Map<number, string>;
  message: string;
}

/**
 * The text for the polite live region: "Gol! Inter 1-0 Milan" when a refetch brings a higher score ("Replay: Gol!
 * …" in a replay).
 * `matches` must keep its identity between renders while the data is unchanged (TanStack's structural sharing).
 */
export function useGoalAnnouncement(matches: readonly Match[] | undefined, language: Language): string {
  const [seen, setSeen] = useState<Seen>({ source: undefined, scores: new Map(), message: '' });
  if (matches && matches !== seen.source) {
    const { scores, goals } = detectGoals(seen.scores, matches);
    const text = liveScoresMessages[language];
    const message = goals
      .map(({ match, score }) => {
        const goal = text.goal(
          match.homeTeam?.name ?? match.homeName,
          score,
          match.awayTeam?.name ?? match.awayName,
        );
        return match.isReplay ? `${text.replay}: ${goal}` : goal;
      })
      .join(' ');
    setSeen({ source: matches, scores, message: message || seen.message });
  }
  return seen.message;
}

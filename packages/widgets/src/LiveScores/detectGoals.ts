import { shownScore, type Match } from '@pallone/core';

/** The score a match shows now, `home-away`, or undefined when unknown. */
function scoreOf(match: Match): string | undefined {
  const goals = shownScore(match);
  return goals ? `${goals.home}-${goals.away}` : undefined;
}

const total = (score: string) => score.split('-').reduce((sum, part) => sum + Number(part), 0);

export interface GoalCheck {
  /** Scores by match id, to compare the next refetch against. */
  scores: Map<number, string>;
  /** Matches whose score went up since `previous`. */
  goals: { match: Match; score: string }[];
}

/**
 * Compares a refetch with the scores seen before: a match already seen whose goal total went up scored.
 * Matches seen for the first time (first load, another day) never count as goals.
 */
export function detectGoals(previous: ReadonlyMap<number, string>, matches: readonly Match[]): GoalCheck {
  const scores = new Map<number, string>();
  const goals: GoalCheck['goals'] = [];
  for (const match of matches) {
    const score = scoreOf(match);
    if (score === undefined) continue;
    scores.set(match.id, score);
    const before = previous.get(match.id);
    if (before !== undefined && total(score) > total(before)) goals.push({ match, score });
  }
  return { scores, goals };
}

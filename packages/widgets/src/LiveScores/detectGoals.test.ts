import { describe, expect, it } from 'vitest';
import type { Match } from '@pallone/core';
import { detectGoals } from './detectGoals.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';

const day = recordedDay(LIVE_SCORES_DAYS.sevenCompetitions);
const genoa = day.items.find((match) => match.competition.id === 68)!;
const at = (home: number, away: number): Match[] =>
  withLiveMatches(day, { [genoa.id]: { status: 'inPlay2H', score: { home, away } } }).items;

describe('detectGoals', () => {
  it('finds the match whose score went up since the last fetch', () => {
    const first = detectGoals(new Map(), at(0, 0));
    expect(first.goals).toEqual([]);
    const second = detectGoals(first.scores, at(0, 1));
    expect(second.goals.map(({ match, score }) => [match.id, score])).toEqual([[genoa.id, '0-1']]);
  });

  it('ignores unchanged or lowered scores (a goal disallowed) and matches without a score', () => {
    const seen = detectGoals(new Map(), at(1, 1)).scores;
    expect(detectGoals(seen, at(1, 1)).goals).toEqual([]);
    expect(detectGoals(seen, at(1, 0)).goals).toEqual([]);
    const noScore = withLiveMatches(day, { [genoa.id]: { status: 'notStarted', score: null } }).items;
    expect(detectGoals(new Map(), noScore).scores.has(genoa.id)).toBe(false);
  });
});

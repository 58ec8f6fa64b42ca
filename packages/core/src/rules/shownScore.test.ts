import { describe, expect, it } from 'vitest';
import { shownScore } from './shownScore.ts';
import { FINAL_2022, LIVE_IN_EXTRA_TIME, NOT_PLAYED } from './testing/resultMatches.ts';

describe('shownScore', () => {
  it('shows the current score while live, even in extra time', () => {
    expect(shownScore({ ...LIVE_IN_EXTRA_TIME, extraTime: { home: 2, away: 2 } })).toEqual({
      home: 3,
      away: 2,
    });
  });

  it('shows the score after extra time once over, else the final score', () => {
    expect(shownScore(FINAL_2022)).toEqual({ home: 3, away: 3 });
    expect(shownScore({ ...FINAL_2022, homeScore: 1, awayScore: 0, extraTime: null })).toEqual({
      home: 1,
      away: 0,
    });
  });

  it('has no score when the data lacks one', () => {
    expect(shownScore(NOT_PLAYED)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { shownScore } from './shownScore.ts';

describe('shownScore', () => {
  it('shows the current score while live, even in extra time', () => {
    const live = {
      status: 'inPlay2EH' as const,
      homeScore: 3,
      awayScore: 2,
      extraTime: { home: 2, away: 2 },
    };
    expect(shownScore(live)).toEqual({ home: 3, away: 2 });
  });

  it('shows the score after extra time once over, else the final score', () => {
    expect(
      shownScore({ status: 'played', homeScore: 2, awayScore: 2, extraTime: { home: 3, away: 3 } }),
    ).toEqual({
      home: 3,
      away: 3,
    });
    expect(shownScore({ status: 'played', homeScore: 1, awayScore: 0, extraTime: null })).toEqual({
      home: 1,
      away: 0,
    });
  });

  it('has no score when the data lacks one', () => {
    expect(shownScore({ status: 'scheduled', homeScore: null, awayScore: null, extraTime: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { matchWinnerId, type FinalScore } from './winners.ts';
import { emptyScore } from '../../../testing/matchScores.ts';

const final = (score: Partial<FinalScore>): FinalScore => ({
  homeTeamId: 1,
  awayTeamId: 2,
  ...emptyScore,
  ...score,
});

describe('matchWinnerId', () => {
  it('reads 90 minutes, then extra time, then penalties', () => {
    expect(matchWinnerId(final({ ftHome: 5, ftAway: 0 }))).toBe(1);
    expect(matchWinnerId(final({ ftHome: 1, ftAway: 1, etHome: 1, etAway: 2 }))).toBe(2);
    // World Cup 2022 final: 2-2, 3-3 after extra time, 4-2 on penalties.
    expect(matchWinnerId(final({ ftHome: 2, ftAway: 2, etHome: 3, etAway: 3, penHome: 4, penAway: 2 }))).toBe(
      1,
    );
  });

  it('has no winner for a draw, a missing score or an unknown team', () => {
    expect(matchWinnerId(final({ ftHome: 0, ftAway: 0 }))).toBeNull();
    expect(matchWinnerId(final({}))).toBeNull();
    expect(matchWinnerId(final({ ftHome: 2, ftAway: 0, homeTeamId: null }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { matchWinner, type WinnerMatch } from './matchWinner.ts';

const over = (homeScore: number, awayScore: number, more: Partial<WinnerMatch> = {}): WinnerMatch => ({
  status: 'played',
  ended: true,
  homeScore,
  awayScore,
  extraTime: null,
  penalties: null,
  ...more,
});

describe('matchWinner', () => {
  it('the side with more goals once the match is over', () => {
    expect(matchWinner(over(2, 1))).toBe('home');
    expect(matchWinner(over(0, 3))).toBe('away');
  });

  it('nobody for a draw, while the match is played, or without a result', () => {
    expect(matchWinner(over(1, 1))).toBeNull();
    expect(matchWinner(over(2, 0, { status: 'inPlay2H', ended: false }))).toBeNull();
    expect(matchWinner(over(0, 0, { homeScore: null, awayScore: null }))).toBeNull();
  });

  it('counts the score after extra time, then the shoot-out (the 2022 World Cup final: 3-3, 4-2 on penalties)', () => {
    expect(matchWinner(over(1, 1, { extraTime: { home: 1, away: 2 } }))).toBe('away');
    const final = over(2, 2, { extraTime: { home: 3, away: 3 }, penalties: { home: 4, away: 2 } });
    expect(matchWinner(final)).toBe('home');
  });

  it("gives a second leg to the shoot-out's winner, whatever the leg's own score", () => {
    const lilleAstonVilla = over(2, 1, { extraTime: { home: 2, away: 1 }, penalties: { home: 3, away: 4 } });
    expect(matchWinner(lilleAstonVilla)).toBe('away');
  });
});

import { describe, expect, it } from 'vitest';
import { betterValue } from './betterValue.ts';

describe('betterValue', () => {
  it('marks the higher value for shots, goals scored and win rate', () => {
    expect(betterValue('shots', 13.5, 15.03)).toBe(1);
    expect(betterValue('goalsScored', 2.08, 1.53)).toBe(0);
    expect(betterValue('winRate', 47.37, 63.16)).toBe(1);
  });

  it('marks the lower value for goals conceded, fouls and cards', () => {
    expect(betterValue('goalsConceded', 0.71, 0.92)).toBe(0);
    expect(betterValue('fouls', 14, 11)).toBe(1);
    expect(betterValue('yellowCards', 1.74, 1.5)).toBe(1);
    expect(betterValue('redCards', 0, 1)).toBe(0);
  });

  it('marks nothing on a tie, a missing value or the matches played', () => {
    expect(betterValue('redCards', 0, 0)).toBeNull();
    expect(betterValue('corners', undefined, 5.82)).toBeNull();
    expect(betterValue('matchesPlayed', 38, 37)).toBeNull();
  });

  it('counts an unknown parameter as higher-is-better', () => {
    expect(betterValue('possession', 40, 60)).toBe(1);
  });
});

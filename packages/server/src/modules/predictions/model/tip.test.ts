import { describe, expect, it } from 'vitest';
import type { MarketProbabilities } from './markets.ts';
import { chooseTip } from './tip.ts';

function probabilities(home: number, draw: number, over25 = 0.5, bttsYes = 0.5): MarketProbabilities {
  return { home, draw, away: 1 - home - draw, over25, under25: 1 - over25, bttsYes, bttsNo: 1 - bttsYes };
}

describe('chooseTip', () => {
  it('backs a clear favourite first', () => {
    expect(chooseTip(probabilities(0.62, 0.22, 0.7, 0.7))).toBe('1');
    expect(chooseTip(probabilities(0.2, 0.25, 0.3))).toBe('2');
  });

  it('then a clear goals call, then both teams to score', () => {
    expect(chooseTip(probabilities(0.4, 0.28, 0.63))).toBe('Over 2.5');
    expect(chooseTip(probabilities(0.4, 0.3, 0.38))).toBe('Under 2.5');
    expect(chooseTip(probabilities(0.4, 0.28, 0.55, 0.61))).toBe('Goal');
    expect(chooseTip(probabilities(0.4, 0.28, 0.45, 0.38))).toBe('No Goal');
  });

  it('then the draw when it is the likeliest outcome, else the double chance of the likelier side', () => {
    expect(chooseTip(probabilities(0.3, 0.36))).toBe('X');
    expect(chooseTip(probabilities(0.4, 0.3))).toBe('1X');
    expect(chooseTip(probabilities(0.3, 0.3))).toBe('X2');
  });
});

import { describe, expect, it } from 'vitest';
import { matchClock } from './matchClock.ts';

const start = new Date('2022-12-18T15:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * 60_000 + seconds * 1000);

describe('matchClock', () => {
  it('counts the first minute as 1 and runs with the time since the period started', () => {
    expect(matchClock({ status: 'inPlay1H', periodStartedAt: start }, after(0, 10))).toBe('1');
    expect(matchClock({ status: 'inPlay1H', periodStartedAt: start }, after(22, 30))).toBe('23');
  });

  it('shows stoppage time as 45+2 and 90+4', () => {
    expect(matchClock({ status: 'inPlay1H', periodStartedAt: start }, after(46, 5))).toBe('45+2');
    expect(matchClock({ status: 'inPlay2H', periodStartedAt: start.toISOString() }, after(48))).toBe('90+4');
  });

  it('continues from 90 and 105 in extra time', () => {
    expect(matchClock({ status: 'inPlay1EH', periodStartedAt: start }, after(3))).toBe('94');
    expect(matchClock({ status: 'inPlay2EH', periodStartedAt: start }, after(16))).toBe('120+2');
  });

  it("runs at a replay's speed: at 60, one match minute per real second", () => {
    const replay = { status: 'inPlay2H', periodStartedAt: start, clockRate: 60 };
    expect(matchClock(replay, after(0, 10))).toBe('56');
    expect(matchClock(replay, after(0, 47))).toBe('90+3');
  });

  it('labels the breaks and the shoot-out, and has no clock outside play', () => {
    expect(matchClock({ status: 'halfTime', periodStartedAt: null }, start)).toBe('HT');
    expect(matchClock({ status: 'inPlayP', periodStartedAt: start }, start)).toBe('PEN');
    expect(matchClock({ status: 'played', periodStartedAt: null }, start)).toBeNull();
    expect(matchClock({ status: 'inPlay2H', periodStartedAt: null }, start)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { periodFromMinute, periodFromText } from './eventPeriod.ts';

describe('event periods', () => {
  it('derive from the minute', () => {
    expect([1, 45, 46, 90, 91, 105, 106, 120].map(periodFromMinute)).toEqual([
      '1H',
      '1H',
      '2H',
      '2H',
      '1EH',
      '1EH',
      '2EH',
      '2EH',
    ]);
  });
  it('read the Fjelstul period text', () => {
    expect(periodFromText('first half, stoppage time')).toBe('1H');
    expect(periodFromText('second half')).toBe('2H');
    expect(periodFromText('extra time, first half')).toBe('1EH');
    expect(periodFromText('extra time, second half, stoppage time')).toBe('2EH');
    expect(periodFromText('penalty shootout')).toBe('P');
    expect(periodFromText('')).toBeNull();
  });
});

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
  it.each<[string, string | null]>([
    ['first half, stoppage time', '1H'],
    ['second half', '2H'],
    ['extra time, first half', '1EH'],
    ['extra time, second half, stoppage time', '2EH'],
    ['penalty shootout', 'P'],
    ['', null],
  ])('read the Fjelstul period text %j as %s', (text, period) => {
    expect(periodFromText(text)).toBe(period);
  });
});

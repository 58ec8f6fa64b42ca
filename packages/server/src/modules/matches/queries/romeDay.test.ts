import { describe, expect, it } from 'vitest';
import { daysBetween, romeDateOf, romeDayRange, romeMidnight } from './romeDay.ts';

describe('Rome calendar days', () => {
  it('starts a summer day at 22:00 UTC the evening before, a winter day at 23:00 UTC', () => {
    expect(romeMidnight('2024-08-17').toISOString()).toBe('2024-08-16T22:00:00.000Z');
    expect(romeMidnight('2024-01-10').toISOString()).toBe('2024-01-09T23:00:00.000Z');
  });
  it('has 23 hours on the spring DST change and 25 in the autumn', () => {
    const spring = romeDayRange('2025-03-30');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = romeDayRange('2025-10-26');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
  it('gives the Rome day of an instant, which may differ from the UTC day', () => {
    expect(romeDateOf(new Date('2024-08-16T22:30:00Z'))).toBe('2024-08-17');
    expect(romeDateOf(new Date('2024-08-17T21:59:00Z'))).toBe('2024-08-17');
  });
  it('counts days between two dates', () => {
    expect(daysBetween('2024-08-17', '2024-08-20')).toBe(3);
    expect(daysBetween('2024-08-17', '2024-08-10')).toBe(-7);
  });
});

import { describe, expect, it } from 'vitest';
import { asOfDayOf } from './asOfDay.ts';

const now = new Date('2026-11-22T11:00:00Z');

describe('asOfDayOf', () => {
  it('predicts a past match from 00:00 Rome of its kick-off day', () => {
    expect(asOfDayOf(new Date('2025-02-02T17:00:00Z'), now)).toEqual({
      day: '2025-02-02',
      asOf: new Date('2025-02-01T23:00:00Z'),
    });
  });

  it('uses the Rome day, not the UTC one, and follows daylight saving time', () => {
    // 00:30 in Rome on 18 August (summer time, UTC+2)
    expect(asOfDayOf(new Date('2024-08-17T22:30:00Z'), now)).toEqual({
      day: '2024-08-18',
      asOf: new Date('2024-08-17T22:00:00Z'),
    });
    // the spring-forward day starts at 00:00 CET
    expect(asOfDayOf(new Date('2025-03-30T12:00:00Z'), now).asOf).toEqual(new Date('2025-03-29T23:00:00Z'));
  });

  it('predicts a later fixture from 00:00 Rome of today', () => {
    expect(asOfDayOf(new Date('2027-05-30T12:00:00Z'), now)).toEqual({
      day: '2026-11-22',
      asOf: new Date('2026-11-21T23:00:00Z'),
    });
    // a match later today shares today's fit with a match earlier today
    expect(asOfDayOf(new Date('2026-11-22T19:00:00Z'), now)).toEqual(
      asOfDayOf(new Date('2026-11-22T09:00:00Z'), now),
    );
  });
});

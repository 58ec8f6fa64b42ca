import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './formatMatchTime.ts';
import { VISITOR_TIME_ZONE } from './zonedParts.ts';

describe('formatMatchTime', () => {
  it('formats HH:mm in Europe/Rome, 24 h, zero-padded', () => {
    expect(formatMatchTime('2024-08-17T16:30:00Z')).toBe('18:30');
    expect(formatMatchTime('2024-01-07T08:05:00Z')).toBe('09:05');
    expect(formatMatchTime('2024-01-06T23:00:00Z')).toBe('00:00');
  });

  it('follows the spring DST switch (last Sunday of March, 01:00 UTC)', () => {
    expect(formatMatchTime('2024-03-31T00:59:00Z')).toBe('01:59'); // CET
    expect(formatMatchTime('2024-03-31T01:00:00Z')).toBe('03:00'); // CEST: 02:00–02:59 never happens
  });

  it('follows the autumn DST switch (last Sunday of October, 01:00 UTC)', () => {
    expect(formatMatchTime('2024-10-27T00:30:00Z')).toBe('02:30'); // CEST
    expect(formatMatchTime('2024-10-27T01:30:00Z')).toBe('02:30'); // CET: 02:30 happens twice
    expect(formatMatchTime('2024-10-27T02:00:00Z')).toBe('03:00');
  });

  it('reads offsets in the input', () => {
    expect(formatMatchTime('2026-06-11T13:00:00-06:00')).toBe('21:00');
  });

  it('accepts another zone, or the visitor zone', () => {
    expect(formatMatchTime('2024-08-17T16:30:00Z', { timeZone: 'Europe/London' })).toBe('17:30');
    const local = new Date('2024-08-17T16:30:00Z');
    const expected = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatMatchTime('2024-08-17T16:30:00Z', { timeZone: VISITOR_TIME_ZONE })).toBe(expected);
  });

  it('gives "" for an invalid date', () => {
    expect(formatMatchTime('')).toBe('');
  });
});

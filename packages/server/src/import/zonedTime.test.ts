import { describe, expect, it } from 'vitest';
import { isValidTimeZone, parseFixedOffset, parseIsoDate, zonedTimeToUtc } from './zonedTime.ts';

const iso = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone).toISOString();

describe('zonedTimeToUtc', () => {
  it('converts Rome summer and winter time', () => {
    expect(iso('2024-08-17', '18:30', 'Europe/Rome')).toBe('2024-08-17T16:30:00.000Z');
    expect(iso('2024-12-22', '20:45', 'Europe/Rome')).toBe('2024-12-22T19:45:00.000Z');
  });
  it('converts UK time: 15:00 is 15:00Z in winter, 14:00Z in summer', () => {
    expect(iso('2024-01-13', '15:00', 'Europe/London')).toBe('2024-01-13T15:00:00.000Z');
    expect(iso('2024-08-17', '15:00', 'Europe/London')).toBe('2024-08-17T14:00:00.000Z');
  });
  it('handles the days of the DST changes', () => {
    // 2024-03-31: Europe switches at 01:00Z; 2024-10-27: back at 01:00Z.
    expect(iso('2024-03-31', '15:00', 'Europe/Rome')).toBe('2024-03-31T13:00:00.000Z');
    expect(iso('2024-03-31', '01:30', 'Europe/Rome')).toBe('2024-03-31T00:30:00.000Z');
    expect(iso('2024-10-27', '15:00', 'Europe/Rome')).toBe('2024-10-27T14:00:00.000Z');
    expect(iso('2024-10-27', '00:30', 'Europe/Rome')).toBe('2024-10-26T22:30:00.000Z');
    // The repeated hour 02:00–03:00 takes the earlier (summer) instant; the skipped hour moves forward.
    expect(iso('2024-10-27', '02:30', 'Europe/Rome')).toBe('2024-10-27T00:30:00.000Z');
    expect(iso('2024-03-31', '02:30', 'Europe/Rome')).toBe('2024-03-31T01:30:00.000Z');
  });
  it('converts fixed offsets and other zones', () => {
    expect(iso('2026-06-11', '13:00', 'UTC-6')).toBe('2026-06-11T19:00:00.000Z');
    expect(iso('2026-07-19', '15:00', 'UTC-4')).toBe('2026-07-19T19:00:00.000Z');
    expect(iso('2022-11-20', '19:00', 'Asia/Qatar')).toBe('2022-11-20T16:00:00.000Z');
    expect(iso('2025-05-31', '22:30', 'America/New_York')).toBe('2025-06-01T02:30:00.000Z');
    expect(iso('2024-06-14', '21:00', 'Europe/Berlin')).toBe('2024-06-14T19:00:00.000Z');
  });
  it('rejects bad input', () => {
    expect(() => zonedTimeToUtc('2024-02-30', '15:00', 'Europe/Rome')).toThrow(/invalid date/);
    expect(() => zonedTimeToUtc('2024-02-10', '25:00', 'Europe/Rome')).toThrow(/invalid time/);
    expect(() => zonedTimeToUtc('2024-02-10', '15:00', 'Mars/Olympus')).toThrow(/invalid time zone/);
  });
});

describe('helpers', () => {
  it('parse fixed offsets, dates and zones', () => {
    expect(parseFixedOffset('UTC-6')).toBe(-360);
    expect(parseFixedOffset('UTC+05:30')).toBe(330);
    expect(parseFixedOffset('UTC')).toBe(0);
    expect(parseFixedOffset('Europe/Rome')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('17/08/2024')).toBeNull();
    expect(isValidTimeZone('Europe/Rome')).toBe(true);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMatchDate } from './formatMatchDate.ts';

describe('formatMatchDate', () => {
  it('formats as DD/MM/YYYY in Europe/Rome', () => {
    expect(formatMatchDate('2024-08-17T16:30:00Z')).toBe('17/08/2024');
  });

  it('uses the Rome day, not the UTC day, around midnight', () => {
    // 22:30 UTC in summer is 00:30 CEST the next day.
    expect(formatMatchDate('2024-06-30T22:30:00Z')).toBe('01/07/2024');
    // 23:30 UTC in winter is 00:30 CET the next day, and the next year.
    expect(formatMatchDate('2024-12-31T23:30:00Z')).toBe('01/01/2025');
    expect(formatMatchDate('2024-12-31T22:59:00Z')).toBe('31/12/2024');
  });

  it('follows the DST switch (+1 h in winter, +2 h in summer)', () => {
    expect(formatMatchDate('2024-10-26T22:30:00Z')).toBe('27/10/2024'); // CEST, +2
    expect(formatMatchDate('2024-10-27T22:30:00Z')).toBe('27/10/2024'); // CET, +1 → 23:30
  });

  it('accepts other zones', () => {
    expect(formatMatchDate('2024-06-30T22:30:00Z', { timeZone: 'UTC' })).toBe('30/06/2024');
    expect(formatMatchDate('2026-06-12T01:00:00Z', { timeZone: 'America/Mexico_City' })).toBe('11/06/2026');
  });

  it('gives "" for an invalid date', () => {
    expect(formatMatchDate('not a date')).toBe('');
  });
});

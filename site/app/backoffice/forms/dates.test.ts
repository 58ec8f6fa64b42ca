import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateField, toDateField, toPickerValue } from './dates.ts';

describe('back-office date fields', () => {
  it('reads DD/MM/YYYY with or without a time, and the native picker value, in the local zone', () => {
    expect(parseDateField('25/08/2025 20:45')).toEqual(new Date(2025, 7, 25, 20, 45));
    expect(parseDateField(' 5/8/2025 ')).toEqual(new Date(2025, 7, 5, 0, 0));
    expect(parseDateField('2025-08-25T20:45')).toEqual(new Date(2025, 7, 25, 20, 45));
    expect(parseDateField('2025-08-25')).toEqual(new Date(2025, 7, 25));
  });

  it('refuses what is not a real date', () => {
    for (const text of [
      '',
      'domani',
      '31/02/2026',
      '25/13/2025',
      '25/08/2025 24:00',
      '08/25/2025',
      '2025-8-25',
    ])
      expect(parseDateField(text), text).toBeNull();
  });

  it('shows a stored instant as DD/MM/YYYY HH:mm and gives the picker its value', () => {
    const local = new Date(2026, 0, 9, 7, 5);
    expect(toDateField(local.toISOString())).toBe('09/01/2026 07:05');
    expect(toPickerValue('09/01/2026 07:05')).toBe('2026-01-09T07:05');
    expect(toPickerValue('nope')).toBe('');
    expect(toDateField('not a date')).toBe('');
  });

  it('lists instants in Europe/Rome as DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime('2025-08-25T18:45:00.000Z')).toBe('25/08/2025 20:45');
    expect(formatDateTime('2025-01-05T23:30:00.000Z')).toBe('06/01/2025 00:30');
  });
});

import { describe, expect, it } from 'vitest';
import { romeToday } from './romeToday.ts';
import { shiftDay } from './shiftDay.ts';
import { dayLabel } from './dayLabel.ts';

describe('Rome days', () => {
  it("is today's Rome day, not the UTC one, around midnight", () => {
    expect(romeToday(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01');
    expect(romeToday(new Date('2024-12-31T22:59:00Z'))).toBe('2024-12-31');
    expect(romeToday(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
  });

  it('moves by calendar days across months, years and DST switches', () => {
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2024-10-27', 1)).toBe('2024-10-28');
  });

  it('shows a day as DD/MM/YYYY (SPEC §9)', () => {
    expect(dayLabel('2023-10-27')).toBe('27/10/2023');
  });
});

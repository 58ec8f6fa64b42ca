import { describe, expect, it } from 'vitest';
import { formatStatNumber } from './statNumber.ts';

describe('formatStatNumber', () => {
  it('writes Italian decimals with a comma, keeping two decimals and dropping ",00"', () => {
    expect(formatStatNumber(47.368, 'it')).toBe('47,37');
    expect(formatStatNumber(13.5, 'it')).toBe('13,50');
    expect(formatStatNumber(5, 'it')).toBe('5');
    expect(formatStatNumber(4.999, 'it')).toBe('5');
  });

  it('writes English decimals with a point', () => {
    expect(formatStatNumber(47.368, 'en')).toBe('47.37');
    expect(formatStatNumber(13.5, 'en')).toBe('13.50');
    expect(formatStatNumber(0, 'en')).toBe('0');
  });

  it('groups thousands as each language does', () => {
    expect(formatStatNumber(12345.5, 'it')).toBe('12.345,50');
    expect(formatStatNumber(12345.5, 'en')).toBe('12,345.50');
  });
});

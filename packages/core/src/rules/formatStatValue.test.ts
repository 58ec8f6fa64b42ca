import { describe, expect, it } from 'vitest';
import { formatStatValue } from './formatStatValue.ts';

describe('formatStatValue', () => {
  it('drops .00 from whole values', () => {
    expect(formatStatValue(3)).toBe('3');
    expect(formatStatValue(0)).toBe('0');
    expect(formatStatValue(12.001)).toBe('12');
  });

  it('keeps two decimals otherwise', () => {
    expect(formatStatValue(2.5)).toBe('2.50');
    expect(formatStatValue(1.456)).toBe('1.46');
    expect(formatStatValue(-0.25)).toBe('-0.25');
  });

  it('never shows a negative zero', () => {
    expect(formatStatValue(-0.001)).toBe('0');
  });

  it('gives an empty string for missing values', () => {
    expect(formatStatValue(null)).toBe('');
    expect(formatStatValue(undefined)).toBe('');
    expect(formatStatValue(Number.NaN)).toBe('');
  });
});

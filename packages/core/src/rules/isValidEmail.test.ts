import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail.ts';

describe('isValidEmail', () => {
  it('rejects empty input', () => {
    expect(isValidEmail('')).toBe(false);
  });

  it('rejects addresses over 254 characters, and accepts exactly 254', () => {
    const label = (c: string, n: number) => c.repeat(n);
    const ok = `${label('x', 64)}@${label('a', 61)}.${label('b', 61)}.${label('c', 61)}.com`;
    expect(ok).toHaveLength(254);
    expect(isValidEmail(ok)).toBe(true);
    // Every part within its own limit, only the whole is too long.
    const long = `${label('x', 10)}@${label('a', 63)}.${label('b', 63)}.${label('c', 63)}.${label('d', 50)}.com`;
    expect(long).toHaveLength(257);
    expect(isValidEmail(long)).toBe(false);
  });

  it('rejects a local part over 64 characters, and accepts exactly 64', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('rejects any domain label over 63 characters, and accepts exactly 63', () => {
    expect(isValidEmail(`a@${'d'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'d'.repeat(64)}.com`)).toBe(false);
    expect(isValidEmail(`a@example.${'c'.repeat(64)}`)).toBe(false);
  });

  it.each([
    ['mario.rossi@example.com', true],
    ['a@b.it', true],
    ["o'brien+news@mail.example.co.uk", true],
    ['user_1@sub-domain.example.org', true],
    // Refused by the general pattern.
    ['plainaddress', false],
    ['@example.com', false],
    ['mario@', false],
    ['mario@example', false],
    ['mario@@example.com', false],
    ['mario rossi@example.com', false],
    [' mario@example.com', false],
    ['mario.@example.com', false],
    ['.mario@example.com', false],
    ['ma..rio@example.com', false],
    ['mario@-example.com', false],
    ['mario@example-.com', false],
    ['mario@example..com', false],
    ['mario@example.c', false],
    ['mario@example.123', false],
  ])('%j is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

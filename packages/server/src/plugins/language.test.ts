import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it('defaults to English when the header is missing or names neither language', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('fr-FR,de;q=0.8')).toBe('en');
  });
  it('reads Italian from it and it-IT', () => {
    expect(pickLanguage('it')).toBe('it');
    expect(pickLanguage('it-IT,it;q=0.9,en;q=0.8')).toBe('it');
  });
  it('honours q-values over order', () => {
    expect(pickLanguage('en;q=0.5, it;q=0.9')).toBe('it');
    expect(pickLanguage('it;q=0, en')).toBe('en');
  });
});

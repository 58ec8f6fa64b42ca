import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './chooseLanguage.ts';

const headers = (values: Record<string, string>) => new Headers(values);

describe('chooseLanguage', () => {
  it('follows the lang cookie first', () => {
    expect(chooseLanguage(headers({ cookie: 'a=1; lang=it', 'accept-language': 'en-GB' }))).toBe('it');
    expect(chooseLanguage(headers({ cookie: 'lang=en', 'accept-language': 'it-IT' }))).toBe('en');
  });

  it('ignores an unsupported cookie value and falls back to Accept-Language', () => {
    expect(chooseLanguage(headers({ cookie: 'lang=de', 'accept-language': 'it-IT,it;q=0.9' }))).toBe('it');
  });

  it('picks the best supported Accept-Language by quality', () => {
    expect(chooseLanguage(headers({ 'accept-language': 'de-DE, en;q=0.5, it;q=0.8' }))).toBe('it');
    expect(chooseLanguage(headers({ 'accept-language': 'fr, it;q=0' }))).toBe('en');
  });

  it('defaults to English', () => {
    expect(chooseLanguage(headers({}))).toBe('en');
    expect(chooseLanguage(headers({ 'accept-language': 'fr-FR' }))).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { newsSectionDefault } from './newsSectionDefault.ts';

describe('newsSectionDefault', () => {
  it('names the category’s section in the article’s language', () => {
    expect(newsSectionDefault('generali', 'it')).toBe('Notizie');
    expect(newsSectionDefault('generali', 'en')).toBe('News');
    expect(newsSectionDefault('pronostici-scommesse', 'it')).toBe('Pronostici e scommesse');
    expect(newsSectionDefault('pronostici-scommesse', 'en')).toBe('Predictions and betting');
  });
});

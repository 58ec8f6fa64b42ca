import { describe, expect, it } from 'vitest';
import { newsSectionDefault } from './newsSectionDefault.ts';

describe('newsSectionDefault', () => {
  it('names the category’s section in the article’s language', () => {
    const categories = ['generali', 'pronostici-scommesse'] as const;
    const sections = categories.flatMap((category) => [
      newsSectionDefault(category, 'it'),
      newsSectionDefault(category, 'en'),
    ]);
    expect(sections).toEqual(['Notizie', 'News', 'Pronostici e scommesse', 'Predictions and betting']);
  });
});

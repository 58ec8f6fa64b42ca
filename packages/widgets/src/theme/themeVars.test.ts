import { describe, expect, it } from 'vitest';
import { brandStyle } from './themeVars.ts';

describe('brandStyle', () => {
  it('gives a brand colour without its contrast colour a readable one (the issue #16 yellow gets black)', () => {
    expect(brandStyle({ primary: '#ffd400' })).toEqual({
      '--pallone-brand': '#ffd400',
      '--pallone-brand-contrast': '#000000',
    });
    expect(brandStyle({ background: '#101820' })).toEqual({
      '--pallone-bg': '#101820',
      '--pallone-text': '#ffffff',
    });
  });

  it("keeps the partner's own contrast colours and leaves unreadable colours to the theme", () => {
    expect(brandStyle({ primary: '#ffd400', primaryContrast: '#1a1a1a', text: '#333' })).toEqual({
      '--pallone-brand': '#ffd400',
      '--pallone-brand-contrast': '#1a1a1a',
      '--pallone-text': '#333',
    });
    expect(brandStyle({ primary: 'gold' })).toEqual({ '--pallone-brand': 'gold' });
    expect(brandStyle(undefined)).toBeUndefined();
  });
});

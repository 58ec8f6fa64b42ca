import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '../theme/readableContrast.ts';
import { darkTheme, lightTheme } from '../theme/themeVars.ts';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a) ?? NaN, relativeLuminance(b) ?? NaN].sort((x, y) => y - x);
  return ((light ?? NaN) + 0.05) / ((dark ?? NaN) + 0.05);
}

// FormBadges: "V"/"P" letters are the page background colour on --p-win / --p-loss, "N" is #14181f on --p-draw.
describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('form badges in the %s theme', (_name, theme) => {
  it('keep the 11 px letters at WCAG AA (4.5:1) on every result colour', () => {
    expect(contrast(theme['--pallone-bg'], theme['--pallone-win'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme['--pallone-bg'], theme['--pallone-loss'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#14181f', theme['--pallone-draw'])).toBeGreaterThanOrEqual(4.5);
  });
});

it('the old win green of issue #16 fails the check (4.43:1 with white)', () => {
  expect(contrast('#ffffff', '#1b8a3a')).toBeLessThan(4.5);
});

import { describe, expect, it } from 'vitest';
import { CONTROL_BORDER_TEXT_SHARE, controlBorderColour } from './controlBorder.ts';
import { readableTextOn, relativeLuminance } from './readableContrast.ts';
import { darkTheme, lightTheme } from './themeVars.ts';

/** WCAG 2 contrast ratio between two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a)!, relativeLuminance(b)!].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** What `color-mix(in srgb, text share%, background)` paints, channel by channel, as `#rrggbb`. */
function mix(text: string, background: string, share: number): string {
  const channels = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const [t, b] = [channels(text), channels(background)];
  return `#${t
    .map((value, i) => Math.round(value * share + b[i]! * (1 - share)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

const controlBorderOn = (text: string, background: string) =>
  mix(text, background, CONTROL_BORDER_TEXT_SHARE);

describe('a control border (WCAG 1.4.11: 3:1 against its background)', () => {
  it('is the text colour mixed into the background by the declared share', () => {
    expect(controlBorderColour).toBe(
      `color-mix(in srgb, var(--p-text) ${CONTROL_BORDER_TEXT_SHARE * 100}%, var(--p-bg))`,
    );
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('reaches 3:1 on the %s theme background, where the divider colour does not', (_name, theme) => {
    const background = theme['--pallone-bg'];
    const border = controlBorderOn(theme['--pallone-text'], background);
    expect(contrast(border, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme['--pallone-border'], background)).toBeLessThan(3);
  });

  it('the issue #16 input border was 1.3:1 against white', () => {
    expect(contrast(lightTheme['--pallone-border'], '#ffffff')).toBeCloseTo(1.3, 1);
  });

  it('reaches 3:1 on any partner background, with the text colour the widget picks for it', () => {
    // Every colour on a grid of 16 steps per channel, and the palettes of the stories.
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    const grid = steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => `#${r}${g}${b}`)));
    for (const background of [...grid, '#101820', '#ffd400', '#1a237e', '#c8102e', '#767676']) {
      const border = controlBorderOn(readableTextOn(background)!, background);
      expect(contrast(border, background), background).toBeGreaterThanOrEqual(3);
    }
  });
});

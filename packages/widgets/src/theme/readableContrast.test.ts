import { describe, expect, it } from 'vitest';
import { readableTextOn, relativeLuminance } from './readableContrast.ts';

/** WCAG 2 contrast ratio between two colours the module can read. */
function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a)!, relativeLuminance(b)!].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('relativeLuminance', () => {
  it('reads #rgb and #rrggbb in any case, and matches WCAG ratios (white on the issue #16 yellow: 1.43:1)', () => {
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance(' #000000 ')).toBe(0);
    expect(relativeLuminance('#FD0')).toBe(relativeLuminance('#ffdd00'));
    expect(contrast('#ffffff', '#ffd400')).toBeCloseTo(1.43, 2);
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('leaves colours it does not read to the theme', () => {
    for (const colour of ['gold', 'var(--x)', 'rgb(0, 0, 0)', '#ffd40', '#ffd40080', '#ggg']) {
      expect(relativeLuminance(colour), colour).toBeUndefined();
      expect(readableTextOn(colour), colour).toBeUndefined();
    }
  });
});

describe('readableTextOn', () => {
  it('puts black on a light brand colour and white on a dark one', () => {
    expect(readableTextOn('#ffd400')).toBe('#000000');
    expect(readableTextOn('#0b7a3e')).toBe('#ffffff');
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
  });

  it('always reaches WCAG AA (4.5:1) and picks the better of black and white, over greys and hues', () => {
    const steps = ['00', '33', '66', '76', '77', '99', 'cc', 'ff'];
    const samples = steps.flatMap((v) => [
      `#${v}${v}${v}`,
      `#${v}0000`,
      `#00${v}00`,
      `#0000${v}`,
      `#ff${v}00`,
    ]);
    for (const background of samples) {
      const text = readableTextOn(background)!;
      const other = text === '#ffffff' ? '#000000' : '#ffffff';
      expect(contrast(background, text), background).toBeGreaterThanOrEqual(4.5);
      expect(contrast(background, text), background).toBeGreaterThanOrEqual(contrast(background, other));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, readableTextOn } from './readableContrast.ts';

describe('parseColour', () => {
  it('reads #rgb, #rrggbb, #rrggbbaa and rgb()', () => {
    expect(parseColour('#fd0')).toEqual([255, 221, 0]);
    expect(parseColour(' #FFD400 ')).toEqual([255, 212, 0]);
    expect(parseColour('#ffd40080')).toEqual([255, 212, 0]);
    expect(parseColour('rgb(11, 122, 62)')).toEqual([11, 122, 62]);
    expect(parseColour('rgba(11 122 62 / 50%)')).toEqual([11, 122, 62]);
  });

  it('leaves colours it cannot read to the theme', () => {
    expect(parseColour('gold')).toBeUndefined();
    expect(parseColour('var(--x)')).toBeUndefined();
    expect(parseColour('#ffd4')).toEqual([255, 255, 221]);
    expect(parseColour('#ffd40')).toBeUndefined();
    expect(parseColour('rgb(300, 0, 0)')).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it('matches WCAG: white on the issue yellow is 1.43:1, black on white 21:1', () => {
    expect(contrastRatio([255, 255, 255], [255, 212, 0])).toBeCloseTo(1.43, 2);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });
});

describe('readableTextOn', () => {
  it('puts black on a light brand colour and white on a dark one', () => {
    expect(readableTextOn('#ffd400')).toBe('#000000');
    expect(readableTextOn('#0b7a3e')).toBe('#ffffff');
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
    expect(readableTextOn('gold')).toBeUndefined();
  });

  it('always reaches WCAG AA (4.5:1) on any grey and primary colour', () => {
    const samples = [0, 51, 102, 118, 119, 153, 204, 255].flatMap((v) => [
      `rgb(${v}, ${v}, ${v})`,
      `rgb(${v}, 0, 0)`,
      `rgb(0, ${v}, 0)`,
      `rgb(0, 0, ${v})`,
      `rgb(255, ${v}, 0)`,
    ]);
    for (const background of samples) {
      const text = readableTextOn(background);
      expect(text, background).toBeDefined();
      expect(contrastRatio(parseColour(background)!, parseColour(text!)!), background).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});

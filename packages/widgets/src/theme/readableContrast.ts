/**
 * WCAG 2 contrast for a host's brand colours: when a partner gives a background colour (brand.primary,
 * brand.background) without the colour of the text on it, the widget picks black or white, whichever contrasts
 * more. One of the two always reaches at least 4.58:1, so the pick always passes AA (4.5:1) for normal text.
 * Colours are read from `#rgb`, `#rrggbb` (alpha digits ignored) and `rgb()`; any other CSS colour (a name,
 * `hsl()`, `var()`) is left to the theme's default contrast colour.
 */
export type Rgb = readonly [number, number, number];

export function parseColour(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const digits =
      hex.length <= 4 ? [...hex.slice(0, 3)].map((d) => d + d) : [0, 2, 4].map((i) => hex.slice(i, i + 2));
    return digits.map((pair) => parseInt(pair, 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/][^)]*)?\)$/.exec(text);
  if (!rgb) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : undefined;
}

/** WCAG 2 relative luminance (0 black … 1 white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colours (1 … 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Black or white, whichever is more readable on `background`; undefined when the colour cannot be read. */
export function readableTextOn(background: string): '#000000' | '#ffffff' | undefined {
  const rgb = parseColour(background);
  if (!rgb) return undefined;
  return contrastRatio(rgb, WHITE) >= contrastRatio(rgb, BLACK) ? '#ffffff' : '#000000';
}

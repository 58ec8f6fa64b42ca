/**
 * WCAG 2 contrast for a host's brand colours: when a partner gives a background colour (brand.primary,
 * brand.background) without the colour of the text on it, the widget picks black or white, whichever contrasts
 * more. One of the two always reaches at least 4.58:1, so the pick always passes AA (4.5:1) for normal text.
 * Only `#rgb` and `#rrggbb` are read (kept small for the widgets' size budgets); any other CSS colour (a name,
 * `rgb()`, `var()`) is left to the theme's default contrast colour.
 */

/** WCAG 2 relative luminance of `#rgb` / `#rrggbb` (0 black … 1 white); undefined for any other colour. */
export function relativeLuminance(colour: string): number | undefined {
  let hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return undefined;
  if (hex.length < 6) hex = hex.replace(/./g, '$&$&');
  const digits = hex;
  return [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
    const c = parseInt(digits.slice(2 * i, 2 * i + 2), 16) / 255;
    return sum + weight * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);
}

/**
 * Black or white, whichever is more readable on `background`; undefined when the colour cannot be read.
 * White contrasts 1.05 / (L + 0.05), black (L + 0.05) / 0.05: white wins while (L + 0.05)² ≤ 0.0525.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' | undefined {
  const luminance = relativeLuminance(background);
  if (luminance === undefined) return undefined;
  return (luminance + 0.05) ** 2 <= 0.0525 ? '#ffffff' : '#000000';
}

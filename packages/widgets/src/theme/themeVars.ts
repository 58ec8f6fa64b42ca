/**
 * Theming is CSS custom properties only: styles stay static (no prop-driven styled-components).
 * Public variables are `--pallone-*`: a host sets them on any ancestor (they inherit, even into a shadow root)
 * or through a widget's `brand` prop. Widgets read the internal `--p-*` variables, each defaulting to the public
 * one and then to the palette of the theme (`data-theme="dark"` switches it).
 */
import { readableTextOn } from './readableContrast.ts';

export const lightTheme = {
  '--pallone-bg': '#ffffff',
  '--pallone-surface': '#f4f6f8',
  '--pallone-text': '#14181f',
  '--pallone-muted': '#5b6573',
  '--pallone-border': '#dde2e8',
  '--pallone-brand': '#0b7a3e',
  '--pallone-brand-contrast': '#ffffff',
  '--pallone-live': '#c62828',
  '--pallone-win': '#1a7f37',
  '--pallone-draw': '#8a8f98',
  '--pallone-loss': '#c62828',
  '--pallone-focus': '#1a56db',
  '--pallone-skeleton': '#e6eaef',
  '--pallone-radius': '8px',
  '--pallone-font': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

export type ThemeVariable = keyof typeof lightTheme;

export const darkTheme: Record<ThemeVariable, string> = {
  ...lightTheme,
  '--pallone-bg': '#12161c',
  '--pallone-surface': '#1b2129',
  '--pallone-text': '#eef1f5',
  '--pallone-muted': '#a3acb9',
  '--pallone-border': '#2c3440',
  '--pallone-brand': '#35c46f',
  '--pallone-brand-contrast': '#0b1510',
  '--pallone-live': '#ff6b6b',
  '--pallone-win': '#45d07a',
  '--pallone-loss': '#ff6b6b',
  '--pallone-focus': '#7aa7ff',
  '--pallone-skeleton': '#262e39',
};

export type ThemeName = 'light' | 'dark';

/** `--p-x: var(--pallone-x, default);` declarations for a theme, for a static stylesheet. */
export function themeDeclarations(theme: Record<string, string>): string {
  return Object.entries(theme)
    .map(([name, value]) => `${name.replace('--pallone-', '--p-')}: var(${name}, ${value});`)
    .join('\n');
}

/** A host's brand colours, set as public variables on the widget's root (`style`). */
export interface Brand {
  /** Background of buttons and highlights (`--pallone-brand`), e.g. `#0b7a3e`. */
  primary?: string;
  /** Text on `primary` (`--pallone-brand-contrast`); when left out, black or white, whichever passes WCAG AA. */
  primaryContrast?: string;
  /** Background of the widget (`--pallone-bg`). */
  background?: string;
  /** Text on `background` (`--pallone-text`); when left out with a background given, black or white (WCAG AA). */
  text?: string;
}

export function brandStyle(brand: Brand | undefined): Record<string, string> | undefined {
  if (!brand) return undefined;
  const style: Record<string, string> = {};
  setColourPair(
    style,
    ['--pallone-brand', brand.primary],
    ['--pallone-brand-contrast', brand.primaryContrast],
  );
  setColourPair(style, ['--pallone-bg', brand.background], ['--pallone-text', brand.text]);
  return style;
}

/** A background and the text on it; a background given alone gets a readable text colour (readableTextOn). */
function setColourPair(
  style: Record<string, string>,
  [backgroundVar, background]: [string, string | undefined],
  [textVar, text]: [string, string | undefined],
): void {
  if (background) style[backgroundVar] = background;
  const readable = text || (background ? readableTextOn(background) : undefined);
  if (readable) style[textVar] = readable;
}

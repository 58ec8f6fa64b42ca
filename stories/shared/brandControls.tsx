import type { ComponentType } from 'react';
import type { Brand } from '@pallone/widgets';

/**
 * Colour pickers for a widget's `brand` prop: Controls cannot pick colours inside an object, so each brand colour
 * is its own arg (`brandPrimary` …) and the preview decorator folds them into `brand` (withBrandColours).
 */
export interface BrandColourArgs {
  brandPrimary?: string;
  brandPrimaryContrast?: string;
  brandBackground?: string;
  brandText?: string;
}

const BRAND_KEYS = {
  brandPrimary: 'primary',
  brandPrimaryContrast: 'primaryContrast',
  brandBackground: 'background',
  brandText: 'text',
} as const satisfies Record<keyof BrandColourArgs, keyof Brand>;

const colour = (description: string) =>
  ({ control: 'color', description, table: { category: 'brand' } }) as const;

export const brandArgTypes = {
  brand: { control: 'object', table: { category: 'brand' } },
  brandPrimary: colour('brand.primary (--pallone-brand): buttons and highlights'),
  brandPrimaryContrast: colour(
    'brand.primaryContrast: text on primary; empty = black or white, whichever passes AA',
  ),
  brandBackground: colour('brand.background (--pallone-bg)'),
  brandText: colour('brand.text: text on background; empty = black or white when a background is set'),
} as const;

/** The story's args with the colour pickers' values folded into `brand` (and the picker args removed). */
export function withBrandColours(args: Record<string, unknown>): Record<string, unknown> {
  const { brandPrimary, brandPrimaryContrast, brandBackground, brandText, ...rest } = args;
  const picked = { brandPrimary, brandPrimaryContrast, brandBackground, brandText };
  const brand: Brand = { ...(rest.brand as Brand | undefined) };
  for (const [arg, key] of Object.entries(BRAND_KEYS) as [keyof BrandColourArgs, keyof Brand][]) {
    const value = picked[arg];
    if (typeof value === 'string' && value !== '') brand[key] = value;
  }
  return Object.keys(brand).length > 0 ? { ...rest, brand } : rest;
}

/** Three partner palettes given as brand.primary only: a light one (the issue #16 yellow) and two dark ones. */
export const BRAND_PALETTES = [
  { name: 'Giallo #ffd400', brand: { primary: '#ffd400' } },
  { name: 'Blu #1a237e', brand: { primary: '#1a237e' } },
  { name: 'Rosso #c8102e', brand: { primary: '#c8102e' } },
] as const satisfies readonly { name: string; brand: Brand }[];

/**
 * Three copies of one widget are three landmarks with the same name, on purpose here: axe's landmark-unique rule
 * is off for palette stories only (every other rule, colour contrast first, still fails the story).
 */
export const PALETTES_A11Y = { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } as const;

/** A story showing the widget once per palette, the contrast colour left to the widget. */
export function palettesStory<P extends { brand?: Brand }>(Widget: ComponentType<P>) {
  return { render: renderPalettes(Widget), parameters: { a11y: PALETTES_A11Y } };
}

function renderPalettes<P extends { brand?: Brand }>(Widget: ComponentType<P>) {
  function Palettes(args: P) {
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {BRAND_PALETTES.map((palette) => (
          <div key={palette.name} role="group" aria-label={palette.name}>
            <p style={{ margin: '0 0 4px', font: '12px system-ui' }}>{palette.name}</p>
            <Widget {...args} brand={palette.brand} />
          </div>
        ))}
      </div>
    );
  }
  return Palettes;
}

import type { Language } from '@pallone/core';
import { brandStyle, type Brand, type ThemeName } from './themeVars.ts';

/**
 * What every widget takes besides its data: the language of its texts, its theme and the partner's colours (one
 * declaration, so the six prop tables say the same thing and show the same defaults).
 */
export interface WidgetLookProps {
  /**
   * The language of the widget's texts, overriding the provider's (the embed's `data-language`).
   * @default the provider's language ('it')
   */
  language?: Language;
  /**
   * Light or dark colours.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * The partner's colours (CSS custom properties). A colour left out keeps Pallone's; text on a brand colour whose
   * contrast colour is left out is black or white, whichever passes WCAG AA.
   * @default Pallone's green (#0b7a3e) on white
   */
  brand?: Brand;
}

/** The widget root's attributes for its look: `lang`, `data-theme` (light by default) and the brand's colours. */
export const lookAttributes = (language: Language, theme?: ThemeName, brand?: Brand) => ({
  lang: language,
  'data-theme': theme ?? 'light',
  style: brandStyle(brand),
});

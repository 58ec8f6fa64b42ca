/**
 * WCAG 1.4.11 (non-text contrast): the boundary of a control, such as an input's border, needs 3:1 against the
 * background next to it. The theme's `--p-border` (#dde2e8 on white, 1.3:1) is for dividers between content, so a
 * control's border is the text colour mixed with the background instead, so it follows both themes and a host's
 * `--pallone-text` / `--pallone-bg` (or `brand`): 9.5:1 light, 10.5:1 dark, and at least 3:1 on any partner
 * background with the black or white text the widget picks for it (controlBorder.test.ts).
 * A browser without `color-mix` drops the declaration and draws the border in the text colour.
 */

/** How much of the text colour the border takes; the rest is the background (sRGB mix). */
export const CONTROL_BORDER_TEXT_SHARE = 0.8;

export const controlBorderColour = `color-mix(in srgb, var(--p-text) ${CONTROL_BORDER_TEXT_SHARE * 100}%, var(--p-bg))`;

/**
 * The one stylesheet the embed writes itself, into each widget's shadow root. A host page's `!important`
 * rules on the host element lose to `!important` rules of `:host` (the cascade reverses shadow contexts for
 * important declarations), so `div { display: none !important }` cannot hide a widget, and `all: initial`
 * stops the page's inherited text styles at the boundary. Custom properties still inherit: a page themes
 * widgets with `--pallone-*` on any ancestor.
 */
export const SHADOW_HOST_CSS = `:host {
  all: initial !important;
  display: block !important;
  visibility: visible !important;
  opacity: 1 !important;
  position: relative !important;
  box-sizing: border-box !important;
  min-width: 0 !important;
  max-width: 100% !important;
}
:host([hidden]) { display: none !important; }`;

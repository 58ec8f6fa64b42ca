import { createGlobalStyle } from 'styled-components';

/** The site's palette as CSS custom properties (static styles, themed by variables: STYLE.md, Primer). */
export const GlobalStyle = createGlobalStyle`
  :root {
    --site-bg: #ffffff;
    --site-surface: #f4f6f8;
    --site-text: #14181f;
    --site-muted: #5b6573;
    --site-border: #dde2e8;
    --site-brand: #0b7a3e;
    --site-brand-light: #3ddc84;
    --site-header-bg: #0d2b1c;
    --site-header-text: #ffffff;
    --site-live: #c62828;
    --pallone-brand: var(--site-brand);
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    background: var(--site-surface);
    color: var(--site-text);
    line-height: 1.5;
  }
  a { color: var(--site-brand); }
  img { max-width: 100%; height: auto; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .skip-link { position: absolute; left: -9999px; }
  .skip-link:focus { left: 8px; top: 8px; z-index: 100; background: #fff; padding: 8px; }
`;

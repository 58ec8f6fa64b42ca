import { styled } from 'styled-components';
import { darkTheme, lightTheme, themeDeclarations } from './themeVars.ts';

/**
 * The outer box of every widget: declares the internal `--p-*` variables (light by default, dark with
 * `data-theme="dark"`, a host's `--pallone-*` winning over both). Static: no props reach the CSS.
 */
export const WidgetRoot = styled.section`
  ${themeDeclarations(lightTheme)}
  &[data-theme='dark'] {
    ${themeDeclarations(darkTheme)}
  }
  box-sizing: border-box;
  min-width: 0;
  max-width: 100%;
  font-family: var(--p-font);
  font-size: 14px;
  line-height: 1.4;
  color: var(--p-text);
  background: var(--p-bg);
  border: 1px solid var(--p-border);
  border-radius: var(--p-radius);
  overflow: hidden;
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--p-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;

/**
 * styled-components' ServerStyleSheet, for the stand-in: collects the rule sets a server render uses and writes them
 * as `<style>` elements whose `data-pallone-keys` tell the browser which sets the page already has (two, around the
 * link to the site's stylesheet, when the build named its templates: decision 075).
 */
import type { ReactNode } from 'react';
import { StyleSheetManager } from './StyleSheetManager.tsx';
import { inStyleSheet, SHEET_ATTRIBUTE, sheetFile } from './builtStyleSheet.ts';
import { KEYS_ATTRIBUTE, type StyleTarget } from './styleSheets.ts';

export class ServerStyleSheet implements StyleTarget {
  private readonly rules = new Map<string, { order: number; css: string }>();

  add(key: string, order: number, css: () => string): void {
    if (!this.rules.has(key)) this.rules.set(key, { order, css: css() });
  }

  collectStyles(children: ReactNode) {
    return <StyleSheetManager target={this}>{children}</StyleSheetManager>;
  }

  /**
   * The rules collected so far, as one `<style>`; with the site's stylesheet (builtStyleSheet.ts): the rules it also
   * carries first, then the stylesheet, loaded without blocking the first paint (`media="print"` until
   * entry.client switches it on), then the rest (templates that read props), which must come after it.
   */
  getStyleTags(): string {
    const rules = [...this.rules.entries()].sort(([, a], [, b]) => a.order - b.order);
    const sheet = sheetFile();
    if (!sheet) return styleTag(rules);
    return (
      styleTag(rules.filter(([key]) => inStyleSheet(key))) +
      `<link rel="stylesheet" href="/assets/${sheet.file}" media="print" ${SHEET_ATTRIBUTE}>` +
      styleTag(rules.filter(([key]) => !inStyleSheet(key)))
    );
  }

  seal(): void {}
}

/** One `<style>` of `rules`; `</style` cannot occur in compiled CSS text from our own templates. */
function styleTag(rules: [string, { css: string }][]): string {
  const keys = rules.map(([key]) => key).join(' ');
  const css = rules.map(([, rule]) => rule.css).join('');
  return `<style data-pallone-styles ${KEYS_ATTRIBUTE}="${keys}">${css.replaceAll('</', '<\\/')}</style>`;
}

/**
 * styled-components' ServerStyleSheet, for the stand-in: collects the rule sets a server render uses and writes them
 * as one `<style>` whose `data-pallone-keys` tell the browser which sets the page already has.
 */
import type { ReactNode } from 'react';
import { StyleSheetManager } from './StyleSheetManager.tsx';
import { KEYS_ATTRIBUTE, type StyleTarget } from './styleSheets.ts';

export class ServerStyleSheet implements StyleTarget {
  private readonly rules = new Map<string, { order: number; css: string }>();

  add(key: string, order: number, css: () => string): void {
    if (!this.rules.has(key)) this.rules.set(key, { order, css: css() });
  }

  collectStyles(children: ReactNode) {
    return <StyleSheetManager target={this}>{children}</StyleSheetManager>;
  }

  /** The rules collected so far; `</style` cannot occur in compiled CSS text from our own templates. */
  getStyleTags(): string {
    const rules = [...this.rules.entries()].sort(([, a], [, b]) => a.order - b.order);
    const keys = rules.map(([key]) => key).join(' ');
    const css = rules.map(([, rule]) => rule.css).join('');
    return `<style data-pallone-styles ${KEYS_ATTRIBUTE}="${keys}">${css.replaceAll('</', '<\\/')}</style>`;
  }

  seal(): void {}
}

/**
 * The site's stylesheet of named templates (decision 075). The site's build names each style template that reads no
 * prop (a `/*@name*\/` comment first in its text, scripts/siteBuild/styleTemplateNames.ts) and leaves only that
 * comment in the browser's scripts: its CSS reaches the browser in the page's `<style>` (what the server rendered)
 * and in one cached stylesheet of every named template (what the browser renders later). The server build keeps the
 * text, registers each named template here when its module loads, and `scripts/siteBuild/writeStyleSheet.ts` writes
 * the stylesheet from this register after the build, under the name `sheetFile()` gives the pages.
 *
 * The register lives on `globalThis`, so the build step reads it from the server build's own copy of this module.
 */

import { hash } from './hash.ts';

type Rules = Map<string, { order: number; css: () => string }>;

/** Marks the stylesheet's `<link>` in a page; entry.client switches its media to `all` once it has loaded. */
export const SHEET_ATTRIBUTE = 'data-pallone-sheet';

const REGISTER = Symbol.for('pallone.namedStyles');
const registry = globalThis as { [REGISTER]?: Rules };
const rules: Rules = (registry[REGISTER] ??= new Map());

/** `/*@n0a1b22*\/` at the start of a template's text: the name the site's build gave it. */
const NAME = /^\/\*@(n[0-9a-z]+)\*\//;

/** The build-time name of a template whose text starts with `first`, or null. */
export function templateName(first: string | undefined): string | null {
  return NAME.exec(first ?? '')?.[1] ?? null;
}

/** Whether the text is only the name: the browser's build, where the stylesheet carries the rules. */
export function onlyName(text: string, name: string): boolean {
  return text.length === name.length + 5;
}

/** Keeps a named template's rules for the stylesheet (the server build: its text is there). */
export function register(name: string, order: number, css: () => string): void {
  rules.set(name, { order, css });
}

/** Whether the stylesheet carries the rules keyed `key`. */
export function inStyleSheet(key: string): boolean {
  return rules.has(key);
}

let built: { css: string; file: string } | null = null;

/**
 * The stylesheet: every registered template's rules in creation order, and its file name under /assets/ (a hash of
 * the text, so it is cached for good). Null when nothing is registered (a build without names: dev, tests).
 */
export function sheetFile(): { css: string; file: string } | null {
  if (rules.size === 0) return null;
  if (built) return built;
  const css = [...rules.values()]
    .sort((a, b) => a.order - b.order)
    .map((rule) => rule.css())
    .join('');
  built = { css, file: `styles-${hash(css)}.css` };
  return built;
}

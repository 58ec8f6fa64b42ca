/**
 * The embed's style sheets: one `<style>` per target (a widget's shadow root, or document.head), holding each
 * component's compiled rules once, in the order the components were created (so `styled(Base)` wins over
 * `Base`, as in styled-components).
 */
import { compile, serialize, stringify } from 'stylis';

interface Sheet {
  element: HTMLStyleElement;
  rules: Map<number, string>;
}

const sheets = new WeakMap<Node, Sheet>();

function sheetFor(target: Node): Sheet {
  let sheet = sheets.get(target);
  if (!sheet || !sheet.element.isConnected) {
    const element = document.createElement('style');
    element.setAttribute('data-pallone-styles', '');
    (target as ParentNode).append(element);
    sheet = { element, rules: new Map() };
    sheets.set(target, sheet);
  }
  return sheet;
}

/** Nested CSS (`&`, nested selectors, `@media`) → flat rules, with stylis like styled-components. */
export function compileRules(selector: string, body: string): string {
  return serialize(compile(selector ? `${selector}{${body}}` : body), stringify);
}

/** Adds rule set `id` to `target`'s sheet unless it is there; returns nothing, never throws on a dead target. */
export function injectRules(target: Node, id: number, css: () => string): void {
  const sheet = sheetFor(target);
  if (sheet.rules.has(id)) return;
  sheet.rules.set(id, css());
  sheet.element.textContent = [...sheet.rules.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, rules]) => rules)
    .join('');
}

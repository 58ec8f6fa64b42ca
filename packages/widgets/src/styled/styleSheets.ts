/**
 * Where the stand-in's compiled rules go. In a browser: one `<style data-pallone-styles>` per target (a widget's
 * shadow root, or document.head), holding each rule set once, in the order its component was created (so
 * `styled(Base)` wins over `Base`, as in styled-components). On the server: a ServerStyleSheet's collector.
 *
 * Rule sets are keyed by class (or keyframes) name, which is a hash of the CSS text and so the same on the server and
 * in the browser: the sets a server-rendered page already carries (`data-pallone-keys` on its `<style>`) are not
 * compiled or added again when the page hydrates.
 */

/** Receives rule sets: `css` runs only when `key` is new to the target. */
export interface StyleTarget {
  add(key: string, order: number, css: () => string): void;
}

export const KEYS_ATTRIBUTE = 'data-pallone-keys';

class BrowserSheet implements StyleTarget {
  private element: HTMLStyleElement | null = null;
  private readonly rules = new Map<string, { order: number; css: string }>();
  private readonly present: Set<string>;

  constructor(private readonly root: Node) {
    this.present = new Set(serverRenderedKeys(root));
  }

  add(key: string, order: number, css: () => string): void {
    if (this.present.has(key) || this.rules.has(key)) return;
    this.rules.set(key, { order, css: css() });
    if (!this.element?.isConnected) {
      this.element = document.createElement('style');
      this.element.setAttribute('data-pallone-styles', '');
      (this.root as ParentNode).append(this.element);
    }
    this.element.textContent = [...this.rules.values()]
      .sort((a, b) => a.order - b.order)
      .map((rule) => rule.css)
      .join('');
  }
}

/** The keys listed by the server-rendered `<style>` elements in `root` (none in a shadow root the embed made). */
function serverRenderedKeys(root: Node): string[] {
  if (!('querySelectorAll' in root)) return [];
  return [...(root as ParentNode).querySelectorAll(`style[${KEYS_ATTRIBUTE}]`)].flatMap((element) =>
    (element.getAttribute(KEYS_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
  );
}

const browserSheets = new WeakMap<Node, BrowserSheet>();

/** Rules dropped: a server render outside ServerStyleSheet.collectStyles has nowhere to put them. */
const nowhere: StyleTarget = { add() {} };

/** The target for a StyleSheetManager's value: a collector, a node, or (none) document.head in a browser. */
export function styleTarget(target: Node | StyleTarget | null): StyleTarget {
  if (target && 'add' in target) return target;
  const root = target ?? (typeof document === 'undefined' ? null : document.head);
  if (!root) return nowhere;
  let sheet = browserSheets.get(root);
  if (!sheet) {
    sheet = new BrowserSheet(root);
    browserSheets.set(root, sheet);
  }
  return sheet;
}

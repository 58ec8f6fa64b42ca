/**
 * Checks a phone visitor would notice, run inside a loaded page: the page wider than the screen, words split
 * across two lines ("Internazi onale"), and axe-core's WCAG 2.2 A/AA violations. Each answers a list of readable
 * findings, empty when the page is right, so a test can `expect(...).toEqual([])` and print what is wrong.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const axeSource = readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** How far the document reaches past the viewport, in CSS px (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Every visible word (of two letters or more, in the page and in open shadow roots) whose letters sit on more than
 * one line, with the text around it. A word may still wrap at a space, a hyphen or a slash: those are its ends.
 */
export function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
        for (const word of text.data.matchAll(/[^\s\-–—/·,;:()]{2,}/g)) {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
          const first = boxes[0];
          if (first && boxes.some((box) => box.top >= first.bottom - 1)) {
            const context = (parent.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
            found.push(`"${word[0]}" split in <${parent.tagName.toLowerCase()}> "${context}"`);
          }
        }
      }
    }
    return found;
  });
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core's violations of WCAG 2.0/2.1/2.2 A and AA, one line each with up to three offending elements. `include`
 * limits the audit to those elements (and their shadow roots); by default the whole document. axe is evaluated
 * through the DevTools protocol, which the page's Content Security Policy does not govern, rather than added as a
 * `<script>` the policy would block.
 */
export async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, selectors }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
      const results = (await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: AxeViolation[] };
      return results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    },
    { tags: [...AXE_TAGS], selectors: include ?? null },
  );
  return violations.map(
    ({ id, help, nodes }) =>
      `${id} (${help}): ${nodes
        .slice(0, 3)
        .map((node) => JSON.stringify(node.target))
        .join(', ')}${nodes.length > 3 ? ` and ${nodes.length - 3} more` : ''}`,
  );
}

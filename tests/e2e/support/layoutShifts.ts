/**
 * Records a page's layout shifts not caused by input (the ones CLS counts) in `window.__layoutShifts`, from its
 * first paint on: each with its score, when it happened, the nodes it moved and how their boxes changed, so a
 * failing check says what moved; and, given `regions` (CSS selectors), those the moved nodes sit in.
 */
import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** Milliseconds after navigation. */
  at: number;
  /** Each moved node's box before → after (`x,y widthxheight`). */
  moves: string[];
  nodes: string[];
  pictureMoved: boolean;
  /** The given `regions` selectors a moved node matches or sits inside. */
  regions: string[];
}

/** Call before the page navigates. */
export async function recordLayoutShifts(page: Page, regions: readonly string[] = []): Promise<void> {
  await page.addInitScript((regions) => {
    const record = window as unknown as { __layoutShifts: LayoutShift[] };
    record.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((source) => source.node).filter((node) => node !== null);
        const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
        record.__layoutShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moves: entry.sources.map((source) => `${box(source.previousRect)} → ${box(source.currentRect)}`),
          nodes: nodes.map((node) =>
            node instanceof Element ? `${node.tagName}.${node.className}`.slice(0, 80) : node.nodeName,
          ),
          pictureMoved: nodes.some((node) => node instanceof HTMLImageElement),
          regions: regions.filter((region) =>
            nodes.some((node) => (node instanceof Element ? node : node.parentElement)?.closest(region)),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, regions);
}

export function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}

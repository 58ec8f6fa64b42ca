/**
 * The public site's budgets, and the check of one page's figures against them: issue #5 §4's, with issue #14's
 * "keep what was reached" (a score of 96, not 90; CLS 0.002, not 0.05).
 */

export const TARGETS = {
  /** Lighthouse performance score, mobile, simulated throttling (0–100). */
  minPerformanceScore: 96,
  maxCls: 0.002,
  /** Initial JavaScript, gzip, in KB (1 KB = 1000 bytes, as Lighthouse and Vite report). */
  maxInitialJsGzipKb: 150,
  /** Server render p95 under autocannon, ms. */
  maxRenderP95Ms: 50,
} as const;

export interface LighthouseFigures {
  performanceScore: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes the browser received for scripts (as the server sent them: brotli when the browser accepts it). */
  jsTransferBytes: number;
  /** The same scripts gzipped from site/build/client. */
  jsGzipBytes: number;
  scripts: { path: string; bytes: number; gzipBytes: number }[];
  /** With several runs: every run's score (the figures above are the median run's). */
  scoresOfAllRuns?: number[];
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun<T extends { performanceScore: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.performanceScore - b.performanceScore);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

export interface RenderFigures {
  requests: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface PageResult {
  name: string;
  path: string;
  lighthouse?: LighthouseFigures;
  render: RenderFigures;
}

/** Every missed target of one page, as a sentence naming the page, the figure and the target. */
export function missedTargets(page: PageResult): string[] {
  const missed: string[] = [];
  const where = `${page.name} (${page.path})`;
  const lh = page.lighthouse;
  if (lh) {
    if (lh.performanceScore < TARGETS.minPerformanceScore)
      missed.push(`${where}: performance score ${lh.performanceScore} < ${TARGETS.minPerformanceScore}`);
    if (lh.cls > TARGETS.maxCls) missed.push(`${where}: CLS ${lh.cls.toFixed(4)} > ${TARGETS.maxCls}`);
    const jsKb = lh.jsGzipBytes / 1000;
    if (jsKb > TARGETS.maxInitialJsGzipKb)
      missed.push(`${where}: initial JS ${jsKb.toFixed(1)} KB gzip > ${TARGETS.maxInitialJsGzipKb} KB`);
  }
  if (page.render.p95Ms >= TARGETS.maxRenderP95Ms)
    missed.push(`${where}: server render p95 ${page.render.p95Ms} ms ≥ ${TARGETS.maxRenderP95Ms} ms`);
  return missed;
}

/** Markdown output of the prediction bench. */
import type { Scores } from './scoring.ts';

export function scoresTable(rows: readonly [string, Scores][], reference: Scores): string {
  const lines = ['| Forecast | Matches | Log loss | vs bookmaker | Brier |', '|---|---:|---:|---:|---:|'];
  for (const [name, s] of rows) {
    const gap = (s.logLoss / reference.logLoss - 1) * 100;
    const relative = s === reference ? '—' : `${gap >= 0 ? '+' : ''}${gap.toFixed(1)}%`;
    lines.push(`| ${name} | ${s.count} | ${s.logLoss.toFixed(4)} | ${relative} | ${s.brier.toFixed(4)} |`);
  }
  return lines.join('\n');
}

export function binaryTable(
  rows: readonly [string, { model: number; baseline: number; count: number }][],
): string {
  const lines = ['| Market | Matches | Model log loss | Frequency baseline |', '|---|---:|---:|---:|'];
  for (const [name, r] of rows)
    lines.push(`| ${name} | ${r.count} | ${r.model.toFixed(4)} | ${r.baseline.toFixed(4)} |`);
  return lines.join('\n');
}

export function timingSummary(fitMs: readonly number[], fitMatches: readonly number[]): string {
  const sorted = [...fitMs].sort((a, b) => a - b);
  const mean = sorted.reduce((total, ms) => total + ms, 0) / sorted.length;
  const p50 = sorted[Math.floor(sorted.length / 2)]!;
  return (
    `${sorted.length} fits on ${Math.min(...fitMatches)}–${Math.max(...fitMatches)} results: ` +
    `mean ${mean.toFixed(1)} ms, median ${p50.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`
  );
}

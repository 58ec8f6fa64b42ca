/** The two sides of a comparison bar, in percent; they add up to 100. */
export interface StatShares {
  a: number;
  b: number;
}

/**
 * SPEC §9: each value's share of the total, in percent (not rounded). Both 0 split 50/50; negative or
 * non-finite values count as 0.
 */
export function statComparison(a: number, b: number): StatShares {
  const left = Number.isFinite(a) && a > 0 ? a : 0;
  const right = Number.isFinite(b) && b > 0 ? b : 0;
  const total = left + right;
  if (total === 0) return { a: 50, b: 50 };
  const share = (left / total) * 100;
  return { a: share, b: 100 - share };
}

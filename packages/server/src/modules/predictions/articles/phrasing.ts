/**
 * Deterministic variety: the phrasing of each part of an article is chosen by the match id, so an article reads
 * the same on every request while different matches read differently. Each `slot` picks independently.
 */
export function pick<T>(variants: readonly T[], matchId: number, slot: number): T {
  if (variants.length === 0) throw new RangeError('no variants to pick from');
  const mixed = Math.imul(matchId ^ Math.imul(slot + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return variants[((mixed ^ (mixed >>> 13)) >>> 0) % variants.length]!;
}

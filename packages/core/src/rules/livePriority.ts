/**
 * SPEC §9: live competition priority by competition id (lower shows first). 158 also shares priority 1; the
 * spec notes it "with 15 listed groups".
 */
export const LIVE_PRIORITY: Readonly<Record<number, number>> = {
  158: 1,
  68: 1,
  17: 2,
  73: 3,
  69: 4,
  145: 5,
  54: 7,
  61: 8,
  7: 9,
  43: 10,
  12: 11,
  79: 12,
  167: 13,
};

/** The priority of a competition on the live page; unknown ids get `Infinity`, so they sort last. */
export function livePriority(competitionId: number): number {
  return Object.hasOwn(LIVE_PRIORITY, competitionId) ? (LIVE_PRIORITY[competitionId] ?? Infinity) : Infinity;
}

/** A sorted copy by live priority; equal priorities keep their order. */
export function sortCompetitionsForLive<T extends { id: number }>(competitions: readonly T[]): T[] {
  return [...competitions].sort((a, b) => {
    const pa = livePriority(a.id);
    const pb = livePriority(b.id);
    return pa === pb ? 0 : pa < pb ? -1 : 1;
  });
}

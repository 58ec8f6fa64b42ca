/**
 * A shoot-out's kicks when only its tally is known (the bundled data has no kick-by-kick record): the sides
 * alternate from the first shooter, five kicks each and then sudden death, stopping as soon as the result is
 * settled, as the Laws of the Game have it. Of the sequences that end on the real tally it picks the one
 * scoring earliest. The order of hits and misses is therefore a reconstruction; the tally is the real one.
 */
export type KickSide = 'home' | 'away';

export interface Kick {
  side: KickSide;
  scored: boolean;
}

/** True when the shoot-out is over after these kicks. */
function settled(kicks: readonly Kick[]): boolean {
  const taken = { home: 0, away: 0 };
  const goals = { home: 0, away: 0 };
  for (const kick of kicks) {
    taken[kick.side] += 1;
    if (kick.scored) goals[kick.side] += 1;
  }
  if (taken.home <= 5 && taken.away <= 5) {
    const left = { home: 5 - taken.home, away: 5 - taken.away };
    return goals.home + left.home < goals.away || goals.away + left.away < goals.home;
  }
  return taken.home === taken.away && goals.home !== goals.away;
}

export function shootoutKicks(tally: { home: number; away: number }, first: KickSide): Kick[] {
  const second: KickSide = first === 'home' ? 'away' : 'home';
  const maxKicks = 2 * (Math.max(tally.home, tally.away) + 6);
  const search = (kicks: Kick[], goals: { home: number; away: number }): Kick[] | null => {
    if (kicks.length > 0 && settled(kicks))
      return goals.home === tally.home && goals.away === tally.away ? kicks : null;
    if (kicks.length >= maxKicks) return null;
    const side = kicks.length % 2 === 0 ? first : second;
    for (const scored of [true, false]) {
      const next = { ...goals, [side]: goals[side] + (scored ? 1 : 0) };
      if (next[side] > tally[side]) continue;
      const found = search([...kicks, { side, scored }], next);
      if (found) return found;
    }
    return null;
  };
  const kicks = search([], { home: 0, away: 0 });
  if (!kicks) throw new RangeError(`No shoot-out ends ${tally.home}-${tally.away}`);
  return kicks;
}

/** Where a round sits in a competition: used to number turns 1…n in play order. */

const RANKS: readonly (readonly [RegExp, number])[] = [
  [/^1st leg$/i, 1],
  [/^2nd leg$/i, 2],
  [/^play-?offs?$/i, 5],
  [/^round of 128$/i, 10],
  [/^round of 64$/i, 20],
  [/^round of 32$/i, 30],
  [/^round of 16$/i, 40],
  [/^quarter-?finals?$/i, 50],
  [/^semi-?finals?$/i, 60],
  [/^(match for )?third place( play-?off)?$/i, 70],
  [/^final$/i, 80],
];

/** Matchday N / Round N → N; known knockout rounds by stage; unknown → 1000 (then by date). */
export function turnRank(name: string): number {
  const numbered = /^(?:Matchday|Round) (\d+)$/i.exec(name);
  if (numbered) return Number(numbered[1]);
  for (const [pattern, rank] of RANKS) if (pattern.test(name)) return rank;
  return 1000;
}

/** Phases in play order: qualifying, league/groups, play-offs, knockout. */
export const GROUP_TYPE_RANK: Readonly<Record<string, number>> = {
  qualifying: 0,
  league: 1,
  group: 1,
  playoff: 2,
  knockout: 3,
};

/**
 * SPEC §9: competition order by name prefix. The spec's prefixes come first in each row; the others are the
 * Italian and English spellings the vendored data uses for the same competitions.
 */
const PREFIXES: readonly (readonly [number, readonly string[]])[] = [
  [1, ['European Championship 2024', 'Euro 2024', 'UEFA European Championship', 'Campionato europeo']],
  [2, ['Serie']],
  [3, ['Premier']],
  [4, ['Primera', 'Liga spagnola', 'LaLiga']],
  [5, ['Bundesliga']],
  [6, ['Ligue']],
  [7, ['Primeira']],
  [8, ['Eredivisie']],
];

export const OTHER_COMPETITION_ORDER = 100;

/** 1 for the European championship 2024, Serie 2, Premier 3, Primera 4, Bundesliga 5, Ligue 6, Primeira 7, Eredivisie 8, others 100. */
export function competitionNameOrder(name: string): number {
  const lower = name.trim().toLowerCase();
  for (const [order, prefixes] of PREFIXES) {
    if (prefixes.some((prefix) => lower.startsWith(prefix.toLowerCase()))) return order;
  }
  return OTHER_COMPETITION_ORDER;
}

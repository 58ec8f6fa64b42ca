/**
 * How search results are ranked (decision 019), the one rule the SQL search (packages/server
 * packages/server/src/search/queries/rank.ts) and any in-memory index must follow. Texts and the term are normalized
 * (`normalizeSearch`: lower-case, no accents, words of `[a-z0-9]` separated by one space).
 *
 * 1. The match tier, best first: 4 the whole name (or a team alias) is the term; 3 a whole word of it is the
 *    term; 2 a word of it starts with the term; 1 any other hit (trigram similarity, substring inside a word).
 * 2. Within tiers 4–3–2 the more prominent first, then the more similar; within tier 1 the more similar first,
 *    then the more prominent (a near-miss spelling should not lose to a famous unrelated name).
 * 3. Then by name, then by id.
 *
 * Prominence is computed from the data: a team's matches in the two years up to now, each counting 2 in a top
 * league (TOP_COMPETITION_IDS) and 1 elsewhere; a player's is the sum of their current club's and current
 * national team's. Matches have no prominence of their own: among equals the SPEC's closeness to now decides.
 */

export type SearchTier = 1 | 2 | 3 | 4;

/** The days before now whose matches count towards a team's prominence. */
export const PROMINENCE_WINDOW_DAYS = 730;
/** What a match in a top league counts towards prominence; any other match counts 1. */
export const TOP_LEAGUE_MATCH_WEIGHT = 2;

/** The tier of one normalized text for a normalized term (see the rule above). */
export function searchTier(text: string, term: string): SearchTier {
  if (text === term) return 4;
  if (` ${text} `.includes(` ${term} `)) return 3;
  if (` ${text}`.includes(` ${term}`)) return 2;
  return 1;
}

export interface RankedHit {
  tier: SearchTier;
  prominence: number;
  /** 0…1, how close the text is to the term (pg_trgm similarity, word similarity or a substring hit). */
  similarity: number;
  name: string;
  id: number;
}

/** Sorts hits best first by the rule above; `compare` orders names (a locale's collator). */
export function compareSearchRank(
  a: RankedHit,
  b: RankedHit,
  compare: (x: string, y: string) => number = (x, y) => x.localeCompare(y),
): number {
  const byTier = b.tier - a.tier;
  if (byTier !== 0) return byTier;
  const byProminence = b.prominence - a.prominence;
  const bySimilarity = b.similarity - a.similarity;
  const [first, second] = a.tier === 1 ? [bySimilarity, byProminence] : [byProminence, bySimilarity];
  return first || second || compare(a.name, b.name) || a.id - b.id;
}

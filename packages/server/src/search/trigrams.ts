/**
 * pg_trgm's `similarity` and `word_similarity` in memory, to the bit (PostgreSQL contrib/pg_trgm/trgm_op.c):
 * each word (a run of letters and digits) is lower-cased and padded with two spaces before and one after, and
 * cut into trigrams; similarity is shared / (a + b − shared) over the two sets of distinct trigrams, computed in
 * single precision (`float4`) as PostgreSQL does, so that ties and the 0.6 threshold fall exactly as in SQL.
 * Texts here are `normalizeSearch` output (`[a-z0-9 ]`), where pg_trgm's locale rules change nothing.
 */

/** pg_trgm's default `word_similarity_threshold` (a C `double` set from the float literal `0.6f`). */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of a text in order, repeats kept (pg_trgm's `generate_trgm_only`). */
export function trigramsInOrder(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let at = 0; at + 3 <= padded.length; at++) trigrams.push(padded.slice(at, at + 3));
  }
  return trigrams;
}

/** shared / (a + b − shared), rounded to single precision like pg_trgm's CALCSML. */
export function trigramRatio(shared: number, a: number, b: number): number {
  return Math.fround(shared / (a + b - shared));
}

/**
 * pg_trgm's `word_similarity(term, text)` (not strict): the best similarity between the term's trigram set and
 * any continuous run of the text's trigrams. `text` is the text's trigrams in order, as ids; `inTerm` says which
 * ids the term has; `termSize` is the number of the term's distinct trigrams. A port of
 * `iterate_word_similarity`, step for step, so that its greedy choice of the run's start is the same.
 */
export function wordSimilarity(
  text: ArrayLike<number>,
  inTerm: (id: number) => boolean,
  termSize: number,
  lastPosition: Map<number, number> = new Map(),
): number {
  lastPosition.clear();
  let distinct = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    const id = text[i]!;
    const found = inTerm(id);
    if (lower >= 0 || found) {
      if ((lastPosition.get(id) ?? -1) < 0) {
        distinct++;
        if (found) count++;
      }
      lastPosition.set(id, i);
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = trigramRatio(count, termSize, distinct);
    let tryCount = count;
    let tryDistinct = distinct;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const tried = trigramRatio(tryCount, termSize, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        lower = tryLower;
        count = tryCount;
      }
      const dropped = text[tryLower]!;
      if (lastPosition.get(dropped) === tryLower) {
        tryDistinct--;
        if (inTerm(dropped)) tryCount--;
      }
    }
    best = Math.max(best, current);
    for (let gone = previousLower; gone < lower; gone++) {
      const dropped = text[gone]!;
      if (lastPosition.get(dropped) === gone) lastPosition.set(dropped, -1);
    }
  }
  return best;
}

/** `similarity(a, b)` of two texts. */
export function similarityOf(a: string, b: string): number {
  const left = new Set(trigramsInOrder(a));
  const right = new Set(trigramsInOrder(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared++;
  return trigramRatio(shared, left.size, right.size);
}

/** `word_similarity(term, text)` of two texts. */
export function wordSimilarityOf(term: string, text: string): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => ids.get(trigram) ?? ids.set(trigram, ids.size).get(trigram)!;
  const termIds = new Set(trigramsInOrder(term).map(idOf));
  return wordSimilarity(trigramsInOrder(text).map(idOf), (id) => termIds.has(id), termIds.size);
}

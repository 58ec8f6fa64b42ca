/**
 * The pieces every search shares (SPEC §2): the query normalized like the `search_text` columns (lower-case,
 * accents stripped), the match condition — pg_trgm word similarity (`<%`, so a word inside a longer name counts)
 * or a substring (`LIKE`), both served by the GIN trigram indexes — and the similarity score to sort by.
 */
import { normalizeSearch } from '@pallone/core';
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { transaction } from '../../db/transaction.ts';
import type { Reader } from '../../db/access.ts';

export interface SearchTerm {
  /** The normalized text: only `[a-z0-9 ]`, so it needs no LIKE escaping. */
  text: string;
  /** `%text%` */
  pattern: string;
  /**
   * Shorter than a trigram (1–2 characters): similarity means nothing and a substring is almost everywhere, so
   * such a term matches the start of a word only.
   */
  short: boolean;
}

/** The normalized term, or null when nothing searchable is left (punctuation only). */
export function searchTermOf(input: string): SearchTerm | null {
  const text = normalizeSearch(input);
  return text === '' ? null : { text, pattern: `%${text}%`, short: text.length < 3 };
}

/**
 * Rows that contain a word like the term (`<%`, word similarity ≥ 0.6: `kenan yildis` finds Kenan Yıldız) or the
 * term itself (`LIKE`); both are served by the GIN trigram indexes. Whole-text similarity (`%`) is left out: it
 * adds nothing for names over word similarity, and its short-term index hits are mostly false (measured: it made
 * a player search 3× slower).
 */
export function matchesTerm(column: AnyColumn | SQL, term: SearchTerm): SQL {
  if (term.short)
    return or(sql`${column} like ${`${term.text}%`}`, sql`${column} like ${`% ${term.text}%`}`) as SQL;
  return or(sql`${term.text} <% ${column}`, sql`${column} like ${term.pattern}`) as SQL;
}

/**
 * Runs the reads of a search in one transaction that tells the planner to use the GIN trigram indexes. On these
 * small tables its estimates favour a sequential scan, which evaluates `%` and `<%` on every row: measured on the
 * bundled data, 10× slower than the bitmap index scans (players `%` 27 ms → 2.3 ms on PostgreSQL 15). JIT is off:
 * the penalty a disabled sequential scan adds to the cost (the team aliases have no trigram index) made
 * PostgreSQL compile every team search, 0.7 s per query for a 1 ms read (measured on PostgreSQL with JIT).
 */
export function withTrigramIndexes<T>(db: Db, run: (reader: Reader) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

/**
 * How well the text matches, 0…1: the better of whole-text and word similarity, and at least 0.5 for a
 * substring hit (so a short `sud` still ranks `fc sudtirol`). A short term scores 0.6 at the start of the text,
 * 0.5 at the start of another word.
 */
export function termScore(column: AnyColumn | SQL, term: SearchTerm): SQL<number> {
  if (term.short) {
    return sql<number>`(case when ${column} like ${`${term.text}%`} then 0.6 else 0.5 end)::float8`.mapWith(
      Number,
    );
  }
  return sql<number>`greatest(similarity(${column}, ${term.text}), word_similarity(${term.text}, ${column}), case when ${column} like ${term.pattern} then 0.5 else 0 end)::float8`.mapWith(
    Number,
  );
}

export const DEFAULT_SEARCH_LIMIT = 10;

/** A search route's answer: [] when nothing searchable is left in the text, else `run` with the term and limit. */
export async function answerSearch<T>(
  query: { search: string; limit?: number },
  run: (term: SearchTerm, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const term = searchTermOf(query.search);
  return term ? run(term, query.limit ?? DEFAULT_SEARCH_LIMIT) : [];
}

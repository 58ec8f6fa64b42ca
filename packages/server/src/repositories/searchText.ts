/**
 * The pieces every search shares (SPEC §2): the query normalized like the `search_text` columns (lower-case,
 * accents stripped), the match condition — pg_trgm similarity (`%`), word similarity (`<%`, so a word inside a
 * longer name counts) or a substring (`LIKE`), all served by the GIN trigram indexes — and the score to sort by.
 */
import { normalizeSearch } from '@pallone/core';
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export interface SearchTerm {
  /** The normalized text: only `[a-z0-9 ]`, so it needs no LIKE escaping. */
  text: string;
  /** `%text%` */
  pattern: string;
}

/** The normalized term, or null when nothing searchable is left (punctuation only). */
export function searchTermOf(input: string): SearchTerm | null {
  const text = normalizeSearch(input);
  return text === '' ? null : { text, pattern: `%${text}%` };
}

/** Rows whose text is similar to the term, contains a word like it, or contains it. */
export function matchesTerm(column: AnyColumn | SQL, term: SearchTerm): SQL {
  return or(
    sql`${column} % ${term.text}`,
    sql`${term.text} <% ${column}`,
    sql`${column} like ${term.pattern}`,
  ) as SQL;
}

/**
 * How well the text matches, 0…1: the better of whole-text and word similarity, and at least 0.5 for a
 * substring hit (so a short `sud` still ranks `fc sudtirol`).
 */
export function termScore(column: AnyColumn | SQL, term: SearchTerm): SQL<number> {
  return sql<number>`greatest(similarity(${column}, ${term.text}), word_similarity(${term.text}, ${column}), case when ${column} like ${term.pattern} then 0.5 else 0 end)::float8`.mapWith(
    Number,
  );
}

export const DEFAULT_SEARCH_LIMIT = 10;

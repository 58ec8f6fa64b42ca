/** Authors: one by id or slug, and the author search. */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { authors } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { Author, AuthorSearchResult } from '@pallone/contract';
import { matchesTerm, termScore, type SearchTerm } from '../../../search/queries/text.ts';

async function findAuthor(db: Db, where: SQL, language: Language): Promise<Author | undefined> {
  const [row] = await db
    .select()
    .from(authors)
    .where(and(where, notSample(db, authors.isSample)));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    pallonecomSlug: row.pallonecomSlug,
    bio: language === 'it' ? row.bioIt : row.bioEn,
    link: row.link,
    isSample: row.isSample,
  };
}

export function findAuthorById(db: Db, id: number, language: Language): Promise<Author | undefined> {
  return findAuthor(db, eq(authors.id, id), language);
}

export function findAuthorBySlug(db: Db, slug: string, language: Language): Promise<Author | undefined> {
  return findAuthor(db, eq(authors.pallonecomSlug, slug), language);
}

export async function searchAuthors(db: Db, term: SearchTerm, limit: number): Promise<AuthorSearchResult[]> {
  const score = termScore(authors.searchText, term);
  const rows = await db
    .select({ id: authors.id, name: authors.name, pallonecomSlug: authors.pallonecomSlug, score })
    .from(authors)
    .where(and(matchesTerm(authors.searchText, term), notSample(db, authors.isSample)))
    .orderBy(desc(score), asc(authors.name))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    pallonecomSlug: row.pallonecomSlug,
    similarity: row.score,
  }));
}

/** The short lists the back-office pickers choose from: every bookmaker and every author, by name. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { authors, bookmakers } from '../../../db/contentSchema.ts';

export interface NamedRef {
  id: number;
  name: string;
}

export function listBookmakerRefs(db: Db): Promise<NamedRef[]> {
  return db
    .select({ id: bookmakers.id, name: bookmakers.name })
    .from(bookmakers)
    .orderBy(asc(bookmakers.name), asc(bookmakers.id));
}

export function listAuthorRefs(db: Db): Promise<NamedRef[]> {
  return db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .orderBy(asc(authors.name), asc(authors.id));
}

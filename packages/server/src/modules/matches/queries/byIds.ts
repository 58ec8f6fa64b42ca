/** Matches read by id, in the order of the ids given (ids with no match are left out). */
import { inArray } from 'drizzle-orm';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchBody } from '@pallone/contract';
import { selectMatchRows, toMatchBodies } from './row.ts';
import type { Reader } from '../../../db/access.ts';

export async function matchBodiesInOrder(
  db: Reader,
  ids: readonly number[],
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  if (ids.length === 0) return [];
  const rows = await selectMatchRows(db).where(inArray(matches.id, [...ids]));
  const bodies = await toMatchBodies(db, rows, language, now);
  const byId = new Map(bodies.map((body) => [body.id, body]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

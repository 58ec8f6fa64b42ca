import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { matches } from '../db/schema.ts';

/** The API id of a match of the data, by the data's own match id ("es.1/2026-27/2027-05-09/…"). */
export async function matchIdBySource(db: Db, sourceId: string): Promise<number> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.sourceId, sourceId));
  if (!row) throw new Error(`no match ${sourceId} in the test database`);
  return row.id;
}

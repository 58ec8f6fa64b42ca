/** Whether a news item with this id exists (any language, status or sample flag). */
import { eq } from 'drizzle-orm';
import type { Reader } from '../../../db/access.ts';
import { news } from '../../../db/contentSchema.ts';

export async function newsExists(db: Reader, id: number): Promise<boolean> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.id, id));
  return row !== undefined;
}

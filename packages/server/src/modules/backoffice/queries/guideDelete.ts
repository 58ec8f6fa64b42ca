/** Deletes one guide, returning the removed row (for its image and the audit summary). */
import { eq } from 'drizzle-orm';
import { guides } from '../../../db/contentSchema.ts';
import type { Writer } from '../../../db/access.ts';

export async function deleteGuide(db: Writer, id: number): Promise<typeof guides.$inferSelect | undefined> {
  const [row] = await db.delete(guides).where(eq(guides.id, id)).returning();
  return row;
}

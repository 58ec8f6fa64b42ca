/**
 * The revisions table (decision 054): record one save (in the save's own transaction), list an item's saves newest
 * first, read one with its snapshot.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ContentRevisionSummary } from '@pallone/contract';
import type { Reader, Writer } from '../../../db/access.ts';
import { contentRevisions } from '../../../db/revisionSchema.ts';
import type { StaffUser } from '../../auth/users.ts';
import { changedFields } from '../changedFields.ts';

export type RevisionEntity = 'news';
export type RevisionAction = ContentRevisionSummary['action'];

export interface RevisionToRecord<Snapshot> {
  entity: RevisionEntity;
  itemId: number;
  action: RevisionAction;
  savedAt: Date;
  user: StaffUser;
  /** The item's fields as this save stored them. */
  snapshot: Snapshot;
  /** The same fields before the save; none on a create. */
  before?: Snapshot | undefined;
}

export interface StoredRevision extends ContentRevisionSummary {
  snapshot: unknown;
}

type Row = typeof contentRevisions.$inferSelect;

function summaryOf(row: Row): ContentRevisionSummary {
  return {
    id: row.id,
    action: row.action as RevisionAction,
    savedAt: row.savedAt.toISOString(),
    userEmail: row.userEmail,
    changedFields: row.changedFields,
  };
}

export async function recordRevision<Snapshot extends Record<string, unknown>>(
  db: Writer,
  revision: RevisionToRecord<Snapshot>,
): Promise<number> {
  const [row] = await db
    .insert(contentRevisions)
    .values({
      entity: revision.entity,
      itemId: revision.itemId,
      action: revision.action,
      savedAt: revision.savedAt,
      userId: revision.user.id,
      userEmail: revision.user.email,
      snapshot: revision.snapshot,
      changedFields: changedFields(revision.before, revision.snapshot),
    })
    .returning({ id: contentRevisions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function listRevisions(
  db: Reader,
  entity: RevisionEntity,
  itemId: number,
): Promise<ContentRevisionSummary[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.id));
  return rows.map(summaryOf);
}

/** One revision of this item, or undefined when the id is unknown or belongs to another item. */
export async function findRevision(
  db: Reader,
  entity: RevisionEntity,
  itemId: number,
  revisionId: number,
): Promise<StoredRevision | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, revisionId),
        eq(contentRevisions.entity, entity),
        eq(contentRevisions.itemId, itemId),
      ),
    );
  return row ? { ...summaryOf(row), snapshot: row.snapshot } : undefined;
}

/** The audit log: who changed what and when. Written in the same transaction as the change it describes. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog } from '../db/authSchema.ts';
import type { Writer } from '../db/access.ts';
import type { StaffUser } from '../modules/auth/users.ts';

export type AuditAction = 'create' | 'update' | 'delete';
export type AuditEntity =
  'news' | 'guide' | 'bookmakerBonus' | 'bonusQuota' | 'landing' | 'team' | 'competition' | 'match' | 'user';

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  summary: string;
}

export interface AuditEntry extends AuditChange {
  id: number;
  userId: number | null;
  userEmail: string;
  at: string;
}

export async function recordChange(db: Writer, user: StaffUser, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    summary: change.summary.slice(0, 300),
  });
}

export async function listRecentChanges(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    summary: row.summary,
    at: row.at.toISOString(),
  }));
}

/** The user who created this item (its first create entry), or null when unknown. */
export async function creatorOf(db: Writer, entity: AuditEntity, entityId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: auditLog.userId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), eq(auditLog.action, 'create')))
    .orderBy(asc(auditLog.id))
    .limit(1);
  return row?.userId ?? null;
}

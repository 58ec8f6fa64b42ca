/**
 * A staff reopen (issue #10 §2): stores a `reopen` feed event (source `staff`) after every event the match
 * has, so the next status may be any status (ended → inPlay2H after a whistle blown by mistake), and audits it.
 * The match's state does not change until that status arrives.
 */
import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { transaction } from '../../db/transaction.ts';
import { matches } from '../../db/schema.ts';
import { feedEvents } from '../../db/liveSchema.ts';
import { recordChange } from '../../audit/auditLog.ts';
import type { StaffUser } from '../auth/users.ts';
import { STAFF_SOURCE, type FeedReopenEvent } from './storedFeedEvent.ts';

export interface Reopened {
  matchId: number;
  /** When the reopen counts from: now, or just after the match's latest event if that is later. */
  reopenedAt: string;
}

/** Null when there is no such match. */
export async function reopenMatch(
  db: Db,
  { matchId, staff, now }: { matchId: number; staff: StaffUser; now: Date },
): Promise<Reopened | null> {
  return transaction(db, async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, name: matches.pallonecomSlug })
      .from(matches)
      .where(eq(matches.id, matchId))
      .for('update');
    if (!match) return null;
    const [latest] = await tx
      .select({ at: max(feedEvents.at) })
      .from(feedEvents)
      .where(eq(feedEvents.matchId, matchId));
    const at = new Date(Math.max(now.getTime(), (latest?.at?.getTime() ?? 0) + 1));
    const event: FeedReopenEvent = {
      id: `reopen-${randomUUID()}`,
      matchId,
      at: at.toISOString(),
      type: 'reopen',
      by: staff.email,
    };
    await tx.insert(feedEvents).values({
      source: STAFF_SOURCE,
      eventId: event.id,
      matchId,
      at,
      type: event.type,
      payload: event,
      receivedAt: now,
    });
    await recordChange(tx, staff, {
      action: 'update',
      entity: 'match',
      entityId: matchId,
      summary: `Reopened for the live feed: ${match.name}`,
    });
    return { matchId, reopenedAt: event.at };
  });
}

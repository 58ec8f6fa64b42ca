/**
 * What a source already told the feed about a match: the ids of its match events and shoot-out kicks, the ids
 * it has cancelled since, the ids of its status events and the latest status. The poller compares them with
 * the provider's current answer (`reconcile.ts`).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { feedEvents } from '../db/liveSchema.ts';

export interface StoredFeedState {
  sent: Set<string>;
  cancelled: Set<string>;
  statusIds: Set<string>;
  lastStatus: { status: string; at: Date } | null;
}

export function emptyFeedState(): StoredFeedState {
  return { sent: new Set(), cancelled: new Set(), statusIds: new Set(), lastStatus: null };
}

export async function loadStoredFeedState(db: Db, source: string, matchId: number): Promise<StoredFeedState> {
  const rows = await db
    .select({
      eventId: feedEvents.eventId,
      type: feedEvents.type,
      at: feedEvents.at,
      payload: feedEvents.payload,
    })
    .from(feedEvents)
    .where(and(eq(feedEvents.source, source), eq(feedEvents.matchId, matchId)));
  const state = emptyFeedState();
  for (const row of rows) {
    const payload = (row.payload ?? {}) as { eventId?: unknown; status?: unknown };
    if (row.type === 'event' || row.type === 'shootout') state.sent.add(row.eventId);
    else if (row.type === 'cancel' && typeof payload.eventId === 'string')
      state.cancelled.add(payload.eventId);
    else if (row.type === 'status' && typeof payload.status === 'string') {
      state.statusIds.add(row.eventId);
      if (!state.lastStatus || row.at >= state.lastStatus.at)
        state.lastStatus = { status: payload.status, at: row.at };
    }
  }
  return state;
}

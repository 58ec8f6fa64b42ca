/**
 * Applies one batch of live feed events, all or nothing (issue #10 §2, decision 010). In one transaction:
 * lock the batch's matches, drop the events already stored (a repeated id is a duplicate), check what needs the
 * database (match, team, cancel target), store the new events, then re-fold every affected match from ALL its
 * events and write the result. An impossible status sequence rolls the whole batch back. The caller announces
 * the change (`app.dataChanged`) after the commit.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { transaction } from '../../db/transaction.ts';
import { matches } from '../../db/schema.ts';
import { feedEvents } from '../../db/liveSchema.ts';
import { isEnded } from '../matches/queries/status.ts';
import type { Writer } from '../../db/access.ts';
import type { FeedEvent } from '@pallone/contract';
import { FeedRejectedError } from './feedRejectedError.ts';
import { checkFeedReferences, type KnownEvent, type NewFeedEvent } from './checkFeedReferences.ts';
import { foldFeedEvents, RejectedFeedEventError } from './foldFeedEvents.ts';
import type { StoredFeedEvent } from './storedFeedEvent.ts';
import { writeFoldedMatch } from './writeFoldedMatch.ts';

export interface ApplyFeedInput {
  /** `feed` (POST /feed/events), `api-football` (the provider adapter). */
  source: string;
  events: readonly FeedEvent[];
  /** Stored as each event's receivedAt. */
  now: Date;
}

export interface ApplyFeedResult {
  accepted: number;
  duplicates: number;
  /** The matches whose state was re-folded, and their competition seasons: what `dataChanged` announces. */
  matchIds: number[];
  competitionSeasonIds: number[];
}

type MatchLock = Awaited<ReturnType<typeof lockMatches>>[number];

function lockMatches(tx: Writer, ids: number[]) {
  return tx
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      competitionSeasonId: matches.competitionSeasonId,
      status: matches.status,
      liveSource: matches.liveSource,
    })
    .from(matches)
    .where(inArray(matches.id, ids))
    .orderBy(asc(matches.id))
    .for('update');
}

/** Stored events of `source` among `ids`, by id. */
async function storedById(tx: Writer, source: string, ids: string[]): Promise<Map<string, KnownEvent>> {
  const rows = await tx
    .select({ eventId: feedEvents.eventId, matchId: feedEvents.matchId, type: feedEvents.type })
    .from(feedEvents)
    .where(and(eq(feedEvents.source, source), inArray(feedEvents.eventId, ids)));
  return new Map(rows.map((row) => [row.eventId, { matchId: row.matchId, type: row.type }]));
}

async function loadMatchEvents(tx: Writer, matchId: number): Promise<StoredFeedEvent[]> {
  const rows = await tx
    .select({ source: feedEvents.source, at: feedEvents.at, payload: feedEvents.payload })
    .from(feedEvents)
    .where(eq(feedEvents.matchId, matchId));
  return rows.map((row) => ({
    source: row.source,
    at: row.at,
    event: row.payload as StoredFeedEvent['event'],
  }));
}

/** Re-folds one match; an impossible sequence is blamed on this batch's event (or its first one for the match). */
async function refold(tx: Writer, match: MatchLock, input: ApplyFeedInput, fresh: readonly NewFeedEvent[]) {
  const stored = await loadMatchEvents(tx, match.id);
  try {
    const folded = foldFeedEvents(stored, {
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      startsEnded: match.liveSource === null && isEnded(match.status),
    });
    if (folded) await writeFoldedMatch(tx, match.id, folded);
  } catch (error) {
    if (!(error instanceof RejectedFeedEventError)) throw error;
    const culprit =
      fresh.find(({ event }) => error.source === input.source && event.id === error.eventId) ??
      fresh.find(({ event }) => event.matchId === match.id);
    const where = `events[${culprit?.index ?? 0}]`;
    const field = culprit?.event.type === 'status' ? `${where}.status` : `${where}.matchId`;
    throw new FeedRejectedError(`Match ${match.id}: ${error.message}`, field);
  }
}

export async function applyFeedEvents(db: Db, input: ApplyFeedInput): Promise<ApplyFeedResult> {
  const { source, events, now } = input;
  if (events.length === 0) return { accepted: 0, duplicates: 0, matchIds: [], competitionSeasonIds: [] };
  return transaction(db, async (tx) => {
    const matchIds = [...new Set(events.map((event) => event.matchId))];
    const locked = await lockMatches(tx, matchIds);
    const matchesById = new Map(locked.map((match) => [match.id, match]));

    const mentioned = events.flatMap((event) =>
      event.type === 'cancel' ? [event.id, event.eventId] : [event.id],
    );
    const known = await storedById(tx, source, [...new Set(mentioned)]);
    const fresh: NewFeedEvent[] = [];
    events.forEach((event, index) => {
      if (known.has(event.id)) return;
      known.set(event.id, { matchId: event.matchId, type: event.type });
      fresh.push({ index, event });
    });
    checkFeedReferences(fresh, matchesById, known);

    const inserted =
      fresh.length === 0
        ? []
        : await tx
            .insert(feedEvents)
            .values(
              fresh.map(({ event }) => ({
                source,
                eventId: event.id,
                matchId: event.matchId,
                at: new Date(event.at),
                type: event.type,
                payload: event,
                receivedAt: now,
              })),
            )
            .onConflictDoNothing({ target: [feedEvents.source, feedEvents.eventId] })
            .returning({ matchId: feedEvents.matchId });

    const affected = locked.filter((match) => inserted.some((row) => row.matchId === match.id));
    for (const match of affected) await refold(tx, match, input, fresh);
    return {
      accepted: inserted.length,
      duplicates: events.length - inserted.length,
      matchIds: affected.map((match) => match.id),
      competitionSeasonIds: [...new Set(affected.map((match) => match.competitionSeasonId))],
    };
  });
}

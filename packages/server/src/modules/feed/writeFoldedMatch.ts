/**
 * Stores a match's folded live state: the match row (status, clock start, scores, live source, replay flag)
 * and its feed-made match_events rows (`feed:<source>:<eventId>`): new or changed ones upserted (ids stay
 * stable), withdrawn ones deleted. Imported rows stay in the table; reads hide them while the feed drives the match.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { matchEvents, matches } from '../../db/schema.ts';
import type { Writer } from '../../db/access.ts';
import type { FoldedMatch } from './foldFeedEvents.ts';
import { FEED_ROW_PREFIX } from './storedFeedEvent.ts';
import { eventFactColumns } from '../matches/queries/columns.ts';

export async function writeFoldedMatch(tx: Writer, matchId: number, folded: FoldedMatch): Promise<void> {
  await tx
    .update(matches)
    .set({
      status: folded.status,
      periodStartedAt: folded.periodStartedAt,
      htHome: folded.ht?.home ?? null,
      htAway: folded.ht?.away ?? null,
      ftHome: folded.ft?.home ?? null,
      ftAway: folded.ft?.away ?? null,
      etHome: folded.et?.home ?? null,
      etAway: folded.et?.away ?? null,
      penHome: folded.pen?.home ?? null,
      penAway: folded.pen?.away ?? null,
      liveSource: folded.liveSource,
      isReplay: folded.isReplay,
      clockRate: folded.clockRate,
    })
    .where(eq(matches.id, matchId));

  // Only the rows that changed are written: a batch of one event on a long match touches one row.
  const existing = await tx
    .select({
      sourceKey: matchEvents.sourceKey,
      ...eventFactColumns,
      playerName: matchEvents.playerName,
      teamId: matchEvents.teamId,
      licence: matchEvents.licence,
    })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), like(matchEvents.sourceKey, `${FEED_ROW_PREFIX}%`)));
  const wanted = folded.rows.map(({ source, ...row }) => ({ ...row, licence: source }));
  const byKey = new Map(existing.map((row) => [row.sourceKey, row]));
  const keep = new Set(wanted.map((row) => row.sourceKey));
  const gone = existing.filter((row) => !keep.has(row.sourceKey)).map((row) => row.sourceKey);
  const changed = wanted.filter((row) => !sameRow(byKey.get(row.sourceKey), row));
  if (gone.length > 0) await tx.delete(matchEvents).where(inArray(matchEvents.sourceKey, gone));
  if (changed.length === 0) return;
  await tx
    .insert(matchEvents)
    .values(changed.map((row) => ({ ...row, matchId, playerId: null })))
    .onConflictDoUpdate({
      target: matchEvents.sourceKey,
      set: {
        minute: sql`excluded.minute`,
        stoppage: sql`excluded.stoppage`,
        period: sql`excluded.period`,
        subtype: sql`excluded.subtype`,
        penalty: sql`excluded.penalty`,
        playerName: sql`excluded.player_name`,
        teamId: sql`excluded.team_id`,
        licence: sql`excluded.licence`,
      },
    });
}

/** What a stored row and a folded one are compared on. */
interface RowValues {
  minute: number | null;
  stoppage: number | null;
  period: string;
  subtype: string;
  penalty: boolean;
  playerName: string;
  teamId: number | null;
  licence: string;
}

function sameRow(stored: RowValues | undefined, wanted: RowValues): boolean {
  return (
    stored !== undefined &&
    stored.minute === wanted.minute &&
    stored.stoppage === wanted.stoppage &&
    stored.period === wanted.period &&
    stored.subtype === wanted.subtype &&
    stored.penalty === wanted.penalty &&
    stored.playerName === wanted.playerName &&
    stored.teamId === wanted.teamId &&
    stored.licence === wanted.licence
  );
}

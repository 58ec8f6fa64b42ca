/**
 * Stores a match's folded live state: the match row (status, clock start, scores, live source, replay flag)
 * and its feed-made match_events rows (`feed:<source>:<eventId>`), upserted so their ids stay stable, the
 * withdrawn ones deleted. Imported rows stay in the table; reads hide them while the feed drives the match.
 */
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import { matchEvents, matches } from '../db/schema.ts';
import type { Writer } from '../repositories/backofficeWriter.ts';
import type { FoldedMatch } from './foldFeedEvents.ts';
import { FEED_ROW_PREFIX } from './storedFeedEvent.ts';

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
    })
    .where(eq(matches.id, matchId));

  const keys = folded.rows.map((row) => row.sourceKey);
  await tx
    .delete(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        like(matchEvents.sourceKey, `${FEED_ROW_PREFIX}%`),
        keys.length > 0 ? notInArray(matchEvents.sourceKey, keys) : undefined,
      ),
    );
  if (folded.rows.length === 0) return;
  await tx
    .insert(matchEvents)
    .values(folded.rows.map(({ source, ...row }) => ({ ...row, matchId, playerId: null, licence: source })))
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

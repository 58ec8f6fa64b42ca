/**
 * applyFeedEvents on the seeded database, as the provider adapter calls it: ids are unique per source, concurrent
 * batches for one match all count (the match row is locked while its state is re-folded), and the result names
 * what changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchEvents } from '../../db/schema.ts';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { applyFeedEvents } from './applyFeedEvents.ts';
import type { FeedEvent } from '@pallone/contract';
import { FeedRejectedError } from './feedRejectedError.ts';

const SOURCE_ID = 'es.1/2026-27/2026-08-16/fc-barcelona-v-athletic-club';
const now = new Date('2026-08-16T15:30:00Z');
let database: TestDatabase;
let match: { id: number; homeTeamId: number; awayTeamId: number; competitionSeasonId: number };

const goal = (id: string, minute: number): FeedEvent => ({
  id,
  matchId: match.id,
  at: new Date(Date.parse('2026-08-16T15:00:00Z') + minute * 60_000).toISOString(),
  type: 'event',
  subtype: 'goal',
  teamId: match.homeTeamId,
  playerName: 'Lewandowski',
  minute,
  stoppage: null,
  period: '1H',
});

async function stored() {
  const [row] = await database.db
    .select({ status: matches.status, ftHome: matches.ftHome, liveSource: matches.liveSource })
    .from(matches)
    .where(eq(matches.id, match.id));
  return row;
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const [row] = await database.db
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      competitionSeasonId: matches.competitionSeasonId,
    })
    .from(matches)
    .where(eq(matches.sourceId, SOURCE_ID));
  if (!row?.homeTeamId || !row.awayTeamId) throw new Error(`no fixture ${SOURCE_ID}`);
  match = { ...row, homeTeamId: row.homeTeamId, awayTeamId: row.awayTeamId };
});
afterAll(() => database.destroy());

describe('applyFeedEvents', () => {
  it('keeps ids per source and names the changed match and competition season', async () => {
    const kickoff: FeedEvent = {
      id: 'k',
      matchId: match.id,
      at: '2026-08-16T15:00:00Z',
      type: 'status',
      status: 'inPlay1H',
    };
    const first = await applyFeedEvents(database.db, {
      source: 'api-football',
      events: [kickoff, goal('1', 5)],
      now,
    });
    expect(first).toEqual({
      accepted: 2,
      duplicates: 0,
      matchIds: [match.id],
      competitionSeasonIds: [match.competitionSeasonId],
    });
    expect(await stored()).toEqual({ status: 'inPlay1H', ftHome: 1, liveSource: 'api-football' });
    const other = await applyFeedEvents(database.db, { source: 'feed', events: [goal('1', 7)], now });
    expect(other).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await stored()).toEqual({ status: 'inPlay1H', ftHome: 2, liveSource: 'feed' });
    const again = await applyFeedEvents(database.db, { source: 'feed', events: [goal('1', 7)], now });
    expect(again).toEqual({ accepted: 0, duplicates: 1, matchIds: [], competitionSeasonIds: [] });
  });

  it('does not let one source cancel another source’s event', async () => {
    const cancel: FeedEvent = {
      id: 'c',
      matchId: match.id,
      at: '2026-08-16T15:09:00Z',
      type: 'cancel',
      eventId: 'k',
    };
    await expect(applyFeedEvents(database.db, { source: 'feed', events: [cancel], now })).rejects.toThrow(
      FeedRejectedError,
    );
  });

  it('counts every goal of concurrent batches for the same match', async () => {
    const before = (await stored())?.ftHome ?? 0;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        applyFeedEvents(database.db, { source: 'feed', events: [goal(`p${i}`, 10 + i)], now }),
      ),
    );
    expect((await stored())?.ftHome).toBe(before + 8);
    const rows = await database.db.select().from(matchEvents).where(eq(matchEvents.matchId, match.id));
    expect(rows.filter((row) => row.sourceKey.startsWith('feed:'))).toHaveLength(before + 8);
  });
});

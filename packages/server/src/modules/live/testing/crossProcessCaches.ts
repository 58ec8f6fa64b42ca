/**
 * The check both cross-process tests run: server B has a match cached; a result written through server A
 * (a data change announced on A's bus) must make B answer the new score at once, not after its cache lifetime.
 */
import { normalizeSearch } from '@pallone/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { matches, players } from '../../../db/schema.ts';
import type { TwoServers } from './twoServers.ts';

export async function expectChangeReachesOtherServer(t: TwoServers, sourceId: string): Promise<void> {
  const [a, b] = t.servers;
  const [row] = await t.database.db
    .select({ id: matches.id, cs: matches.competitionSeasonId, ft: matches.ftHome })
    .from(matches)
    .where(eq(matches.sourceId, sourceId));
  const url = `/api/v1/matches/${row!.id}`;
  await t.get(b, url);
  expect((await t.get(b, url)).cache).toBe('HIT');
  await t.database.db
    .update(matches)
    .set({ ftHome: row!.ft! + 1 })
    .where(eq(matches.id, row!.id));
  await a.dataChanged({ reason: 'test', matchIds: [row!.id], competitionSeasonIds: [row!.cs] });
  await expect
    .poll(async () => ((await t.get(b, url)).body as { homeScore: number }).homeScore, { timeout: 5000 })
    .toBe(row!.ft! + 1);
}

/**
 * The same for the in-memory search index (decision 032): B has searched, a player renamed through A (its
 * change on A's bus) must be found by the new name on B, whose index is rebuilt, not only its cache dropped.
 */
export async function expectSearchFollowsOtherServer(t: TwoServers): Promise<void> {
  const [a, b] = t.servers;
  const search = async (text: string) =>
    (
      (await t.get(b, `/api/v1/players/search?search=${encodeURIComponent(text)}`)).body as { name: string }[]
    ).map((hit) => hit.name);
  expect(await search('lautaro')).toContain('Lautaro Gianetti');
  expect(await search('zebedeo pallonetti')).toEqual([]);
  await t.database.db
    .update(players)
    .set({ name: 'Zebedeo Pallonetti', searchText: normalizeSearch('Zebedeo Pallonetti') })
    .where(eq(players.name, 'Lautaro Gianetti'));
  await a.dataChanged({ reason: 'backoffice', matchIds: [], competitionSeasonIds: [] });
  await expect.poll(() => search('zebedeo pallonetti'), { timeout: 5000 }).toEqual(['Zebedeo Pallonetti']);
  expect(await search('lautaro')).not.toContain('Lautaro Gianetti');
}

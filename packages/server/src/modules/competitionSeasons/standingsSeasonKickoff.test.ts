import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionSeasons, matches, seasons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const URL = '/api/v1/competitionSeasons/getStandingsSeason';
const NOW = new Date('2026-11-22T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
let t: TestApp;

/** The ids of a competition season's matches by kick-off (the data has them all played). */
async function matchesOf(competitionId: number, seasonName: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(competitionSeasons, eq(matches.competitionSeasonId, competitionSeasons.id))
    .innerJoin(seasons, eq(competitionSeasons.seasonId, seasons.id))
    .where(and(eq(competitionSeasons.competitionId, competitionId), eq(seasons.name, seasonName)))
    .orderBy(asc(matches.kickoffAt));
  return rows.map((row) => row.id);
}

const setMatch = (id: number, status: string, kickoffAt: Date) =>
  t.database.db.update(matches).set({ status, kickoffAt }).where(eq(matches.id, id));

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // The data never moves: these matches are put back into play before any answer is cached.
  const [, , serieA] = await matchesOf(68, '2025/2026');
  await setMatch(serieA!, 'notStarted', inMinutes(150));
  const [first, second, third] = await matchesOf(158, '2024');
  await setMatch(first!, 'inPlay1H', inMinutes(-20));
  await setMatch(second!, 'notStarted', inMinutes(40));
  await setMatch(third!, 'notStarted', inMinutes(-30));
});
afterAll(() => t.close());

describe("the standings season's live or next kick-off (when a page's table follows the live stream)", () => {
  it("is the next match's kick-off when none is being played", async () => {
    const answer = (await t.get(`${URL}?competitionId=68`)).json();
    expect(answer.season.name).toBe('2025/2026');
    expect(answer.liveOrNextKickoff).toBe(inMinutes(150).toISOString());
  });

  it('is the earliest of a match being played and one whose kick-off passed without a start yet', async () => {
    const answer = (await t.get(`${URL}?competitionId=158&seasonSlug=2024`)).json();
    expect(answer.liveOrNextKickoff).toBe(inMinutes(-30).toISOString());
  });

  it('is null when every match of the season is over', async () => {
    const answer = (await t.get(`${URL}?competitionSlug=mondo-coppa-del-mondo&seasonSlug=2022`)).json();
    expect(answer.liveOrNextKickoff).toBeNull();
  });
});
